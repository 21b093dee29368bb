/**
 * Using the Standard Schemas that tools take for their input and structured output: checking that a
 * value is one, asking it for its JSON Schema, validating with it and formatting its issues. The types
 * are the one slice in `common/standard-schema.ts`.
 */
import { describeValue } from "../../common/describe-value.js";
import { truncate } from "../../common/text.js";
import type { SchemaIssue, SchemaValidationResult, StandardSchemaWithJSON } from "../../common/standard-schema.js";

export type {
  InferInput,
  InferOutput,
  JsonSchemaOptions,
  SchemaIssue,
  SchemaValidationResult,
  StandardSchemaWithJSON,
} from "../../common/standard-schema.js";

/** Thrown when a value given as a schema is not a Standard Schema with JSON Schema support. */
export class SchemaSupportError extends TypeError {
  override name = "SchemaSupportError";
}

/**
 * Checks that `schema` can both validate and describe itself, and says what is missing otherwise.
 * `role` names the argument in the message, for example "StructuredOutputTool schema".
 */
export function assertStandardSchemaWithJSON(schema: unknown, role: string): asserts schema is StandardSchemaWithJSON {
  const props =
    (typeof schema === "object" || typeof schema === "function") && schema !== null
      ? (schema as { "~standard"?: unknown })["~standard"]
      : undefined;
  if (typeof props !== "object" || props === null) {
    throw new SchemaSupportError(
      `${role}: expected a Standard Schema (an object with a "~standard" property, such as a zod 4, arktype or valibot schema), got ${describeValue(schema, { listKeys: true })}.`,
    );
  }
  const { validate, jsonSchema, vendor } = props as { validate?: unknown; jsonSchema?: unknown; vendor?: unknown };
  if (typeof validate !== "function") {
    throw new SchemaSupportError(`${role}: the schema's "~standard.validate" is not a function.`);
  }
  if (
    typeof jsonSchema !== "object" ||
    jsonSchema === null ||
    typeof (jsonSchema as { input?: unknown }).input !== "function"
  ) {
    throw new SchemaSupportError(
      `${role}: the ${typeof vendor === "string" ? `${vendor} ` : ""}schema does not implement Standard JSON Schema ("~standard.jsonSchema.input" is missing), so no tool spec can be made from it. ` +
        "Use a library version that implements it (zod 4.6 and arktype 2.2 do) or wrap the schema with the library's Standard JSON Schema adapter (valibot has one).",
    );
  }
}

/**
 * The JSON Schema of what the schema accepts. Asks for draft 2020-12 and falls back to draft-07 for
 * a library that only speaks that.
 */
export function inputJsonSchema(schema: StandardSchemaWithJSON): Record<string, unknown> {
  const convert = schema["~standard"].jsonSchema.input;
  let first: unknown;
  for (const target of ["draft-2020-12", "draft-07"] as const) {
    try {
      return convert({ target });
    } catch (error) {
      first ??= error;
    }
  }
  throw new SchemaSupportError(
    `The ${schema["~standard"].vendor} schema cannot be converted to JSON Schema: ${first instanceof Error ? first.message : String(first)}`,
    { cause: first },
  );
}

/** Validates `value`, awaiting libraries that validate asynchronously. */
export async function validateWith<Output>(
  schema: StandardSchemaWithJSON<unknown, Output>,
  value: unknown,
): Promise<SchemaValidationResult<Output>> {
  return schema["~standard"].validate(value);
}

/** The most issues, and path segments of one, that a message lists (a library may report any number). */
const MAX_ISSUES = 50;
const MAX_SEGMENTS = 32;

/** An array's length, read in a guard; 0 for anything that is not an array or lies about its length. */
function lengthOf(list: unknown): number {
  try {
    if (!Array.isArray(list)) return 0;
    const length: unknown = (list as unknown[]).length;
    return typeof length === "number" && Number.isInteger(length) && length >= 0 ? length : 0;
  } catch {
    return 0;
  }
}

/** `list[index]`, read in a guard. */
function at(list: unknown, index: number): unknown {
  try {
    return (list as unknown[])[index];
  } catch {
    return undefined;
  }
}

/** A path segment as text: a key, or the `key` of a `{ key }` segment, cut at 100 characters. */
function segmentText(segment: unknown): string {
  let key = segment;
  try {
    if (typeof segment === "object" && segment !== null) key = (segment as { key?: unknown }).key;
    return truncate(typeof key === "string" ? key : typeof key === "number" ? String(key) : describeValue(key), 100);
  } catch {
    return "?";
  }
}

/** `a -> b -> 0` for a path, `root` for an empty one (at most 32 segments, the rest counted). */
export function formatIssuePath(path: SchemaIssue["path"] | unknown): string {
  const length = lengthOf(path);
  if (length === 0) return "root";
  const shown = Array.from({ length: Math.min(length, MAX_SEGMENTS) }, (_, i) => segmentText(at(path, i)));
  return `${shown.join(" -> ")}${length > MAX_SEGMENTS ? ` -> ...(${length - MAX_SEGMENTS} more)` : ""}`;
}

/**
 * One `- Field 'path': message` line per issue. The issues come from a schema library (or a hostile
 * validator): each is read in a guard, at most 50 are listed and the rest counted, and a message is cut
 * at 1,000 characters, so the text stays short and nothing here throws.
 */
export function formatIssues(issues: ReadonlyArray<SchemaIssue> | unknown): string {
  const length = lengthOf(issues);
  if (length === 0) return `- ${describeValue(issues)} instead of a list of issues`;
  const lines: string[] = [];
  for (let i = 0; i < Math.min(length, MAX_ISSUES); i++) {
    const issue = at(issues, i);
    let path: unknown;
    let message: unknown;
    try {
      path = (issue as SchemaIssue | undefined)?.path;
      message = (issue as SchemaIssue | undefined)?.message;
    } catch {
      // an issue that cannot be read is listed as one without a message
    }
    lines.push(
      `- Field '${formatIssuePath(path)}': ${typeof message === "string" ? truncate(message, 1000) : "(no message)"}`,
    );
  }
  if (length > MAX_ISSUES) lines.push(`- ...and ${length - MAX_ISSUES} more issues`);
  return lines.join("\n");
}
