/**
 * The detailed walk: every issue of a value, with its path, under a compiled contract. The json
 * payloads inside blocks are walked by `json-walk.ts`; the messages are in `messages.ts`.
 *
 * Guarantees, for any input (cycles, throwing getters, proxies, `__proto__` keys, null-prototype
 * objects, huge or deeply nested payloads):
 * - only property reads touch the value (getters and proxy traps run; no method is ever called, not
 *   even `toJSON`), and the value is never written to;
 * - nothing the value does escapes as an exception: it becomes an issue;
 * - work is bounded by the limits (see `api.ts`).
 */
import { objectKind } from "../../common/describe-value.js";
import type { BlockShape } from "../../contract/presets.js";
import type { CompiledContract } from "./compile.js";
import { checkJson } from "./json-walk.js";
import { messages } from "./messages.js";
import type { PathNode } from "./path.js";
import { FAILED, keysOf, read, STOP, uninspectable, Walk, type Limits } from "./reader.js";
import type { ToolResultIssue } from "./types.js";
import { isLength, isUint8Array } from "./values.js";

export function collectIssues(value: unknown, compiled: CompiledContract, limits: Limits): ToolResultIssue[] {
  const walk = new Walk(limits);
  try {
    checkResult(walk, value, compiled);
  } catch (error) {
    if (error !== STOP) {
      // Defence in depth: nothing the value does may escape as anything but an issue.
      walk.issues.push({ path: [], message: messages.walkThrew(error) });
    }
  }
  return walk.issues;
}

function checkResult(walk: Walk, value: unknown, c: CompiledContract): void {
  if (value === null || typeof value !== "object") {
    walk.report(null, messages.notAnObject(value));
    return;
  }
  let plain: boolean;
  let label: string;
  try {
    if (Array.isArray(value)) {
      walk.report(null, messages.resultIsArray());
      return;
    }
    const kind = objectKind(value);
    plain = kind.plain;
    label = kind.label;
  } catch (error) {
    uninspectable(walk, null, error);
    return;
  }
  if (!plain) {
    walk.report(null, messages.resultNotPlain(label));
    return;
  }
  const keys = keysOf(walk, value, null);
  if (keys === undefined) return;
  for (const key of keys) {
    if (!c.topKeys.has(key)) walk.report({ parent: null, key }, messages.extraKey(c.quoted.topKeys));
  }
  checkStatus(walk, value, c);
  checkContent(walk, value, c);
  for (const key of c.stringKeys) {
    const v = read(walk, value, key, null);
    if (v !== undefined && v !== FAILED && typeof v !== "string") {
      walk.report({ parent: null, key }, messages.notAStringKey(v));
    }
  }
}

function checkStatus(walk: Walk, result: object, c: CompiledContract): void {
  const status = read(walk, result, "status", null);
  if (status === FAILED) return;
  const node: PathNode = { parent: null, key: "status" };
  const statuses = c.quoted.statuses;
  if (status === undefined) {
    walk.report(node, messages.statusMissing(statuses));
  } else if (typeof status !== "string") {
    walk.report(node, messages.statusNotString(statuses, status));
  } else if (!c.statuses.has(status)) {
    walk.report(node, messages.statusUnknown(status, c.contract.name, statuses));
  }
}

function checkContent(walk: Walk, result: object, c: CompiledContract): void {
  const content = read(walk, result, "content", null);
  if (content === FAILED) return;
  const node: PathNode = { parent: null, key: "content" };
  if (content === undefined) {
    walk.report(node, messages.contentMissing());
    return;
  }
  let isArray: boolean;
  try {
    isArray = Array.isArray(content);
  } catch (error) {
    uninspectable(walk, node, error);
    return;
  }
  if (!isArray) {
    walk.report(node, messages.contentNotArray(content));
    return;
  }
  const length = read(walk, content as object, "length", node);
  if (length === FAILED) return;
  if (!isLength(length)) {
    walk.report(node, messages.badLength(length));
    return;
  }
  if (length === 0) {
    walk.report(node, messages.contentEmpty());
    return;
  }
  walk.count(node, 1);
  for (let i = 0; i < length; i++) {
    const block = read(walk, content as object, i, node);
    if (block === FAILED) continue;
    walk.count(node, 1);
    checkBlock(walk, block, { parent: node, key: i }, c);
  }
}

function checkBlock(walk: Walk, block: unknown, node: PathNode, c: CompiledContract): void {
  const kinds = c.quoted.kinds;
  if (block === null || typeof block !== "object") {
    walk.report(node, messages.blockNotObject(kinds, block));
    return;
  }
  try {
    if (Array.isArray(block)) {
      walk.report(node, messages.blockIsArray(kinds));
      return;
    }
    const kind = objectKind(block);
    if (!kind.plain) {
      walk.report(node, messages.blockNotPlain(kinds, kind.label));
      return;
    }
  } catch (error) {
    uninspectable(walk, node, error);
    return;
  }
  let found = -1;
  let several = false;
  let value: unknown;
  for (let k = 0; k < c.kinds.length; k++) {
    const v = read(walk, block, c.kinds[k]!, node);
    if (v === FAILED) return;
    if (v === undefined) continue;
    if (found === -1) {
      found = k;
      value = v;
    } else {
      several = true;
    }
  }
  if (found !== -1 && !several) {
    checkBlockValue(walk, value, { parent: node, key: c.kinds[found]! }, c.kinds[found]!, c.shapes[found]);
    return;
  }
  if (several) {
    const names = c.kinds.filter((kind) => {
      const v = read(walk, block, kind, node);
      return v !== undefined && v !== FAILED;
    });
    walk.report(node, messages.severalKinds(names, kinds));
    return;
  }
  // No block kind: explain what the block holds instead.
  const keys = keysOf(walk, block, node);
  if (keys === undefined) return;
  const undefinedKind = keys.find((key) => c.kinds.includes(key));
  if (undefinedKind !== undefined) {
    walk.report({ parent: node, key: undefinedKind }, messages.undefinedKind());
  } else if (keys.length === 0) {
    walk.report(node, messages.emptyBlock(kinds));
  } else {
    walk.report(node, messages.noKind(kinds, keys));
  }
}

function checkBlockValue(
  walk: Walk,
  value: unknown,
  node: PathNode,
  kind: string,
  shape: BlockShape | undefined,
): void {
  if (shape === undefined) return; // a custom block kind: any value but undefined
  switch (shape.type) {
    case "string":
      if (typeof value !== "string") walk.report(node, messages.textNotString(kind, value));
      return;
    case "json":
      checkJson(walk, value, node);
      return;
    case "media":
      checkMedia(walk, value, node, kind, shape.formats, shape.requiredStrings ?? []);
      return;
  }
}

function checkMedia(
  walk: Walk,
  value: unknown,
  node: PathNode,
  kind: string,
  formats: readonly string[],
  requiredStrings: readonly string[],
): void {
  const example = `{ format: ${JSON.stringify(formats[0] ?? "")}, ${requiredStrings.map((k) => `${k}: "...", `).join("")}source: { bytes } }`;
  if (value === null || typeof value !== "object") {
    walk.report(node, messages.mediaNotObject(example, value));
    return;
  }
  try {
    if (Array.isArray(value)) {
      walk.report(node, messages.mediaIsArray(example));
      return;
    }
  } catch (error) {
    uninspectable(walk, node, error);
    return;
  }
  const format = read(walk, value, "format", node);
  if (format !== FAILED && (typeof format !== "string" || !formats.includes(format))) {
    walk.report({ parent: node, key: "format" }, messages.badFormat(kind, format, formats));
  }
  for (const key of requiredStrings) {
    const v = read(walk, value, key, node);
    if (v !== FAILED && typeof v !== "string") {
      walk.report({ parent: node, key }, messages.mediaStringMissing(kind, key, v));
    }
  }
  const source = read(walk, value, "source", node);
  if (source === FAILED) return;
  const sourceNode: PathNode = { parent: node, key: "source" };
  if (source === null || typeof source !== "object") {
    walk.report(sourceNode, messages.sourceNotObject(source));
    return;
  }
  const bytes = read(walk, source, "bytes", sourceNode);
  if (bytes === FAILED) return;
  let ok: boolean;
  try {
    ok = isUint8Array(bytes);
  } catch (error) {
    uninspectable(walk, { parent: sourceNode, key: "bytes" }, error);
    return;
  }
  if (!ok) walk.report({ parent: sourceNode, key: "bytes" }, messages.bytesNotUint8Array(bytes));
}
