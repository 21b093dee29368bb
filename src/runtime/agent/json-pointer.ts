/**
 * JSON Pointers inside one JSON Schema document (`#`, `#/$defs/Name`, `#/properties/a~1b`): the one
 * resolver that the spec flattener and the null pruning both follow `$ref`s with.
 */
import { isRecord } from "../../common/is-record.js";

/** The segments of a local reference (`#/$defs/A` gives `["$defs", "A"]`), or undefined for any other reference. */
export function pointerSegments(ref: string): string[] | undefined {
  if (ref === "#") return [];
  if (!ref.startsWith("#/")) return undefined;
  return ref.slice(2).split("/").map(unescapeSegment);
}

/** What a local reference points at inside `root`, or undefined (a missing key, or not a local reference). */
export function resolvePointer(root: unknown, ref: string): unknown {
  const segments = pointerSegments(ref);
  if (segments === undefined) return undefined;
  let current: unknown = root;
  for (const segment of segments) {
    current = isRecord(current) && Object.hasOwn(current, segment) ? current[segment] : undefined;
  }
  return current;
}

/** `#/a/0` for a path; `#` for an empty one. */
export function formatPointer(segments: readonly (string | number)[]): string {
  return segments.length === 0
    ? "#"
    : `#/${segments.map((s) => String(s).replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
}

function unescapeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Not percent-encoded after all: use it as written.
  }
  return decoded.replaceAll("~1", "/").replaceAll("~0", "~");
}
