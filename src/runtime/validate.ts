/**
 * Checks a live value against a tool-result contract and lists every way it breaks it.
 *
 * Guarantees, for any input (cycles, throwing getters, proxies, `__proto__` keys, null-prototype
 * objects, huge or deeply nested payloads):
 * - only property reads touch the value (getters and proxy traps run; no method is ever called, not
 *   even `toJSON`), and the value is never written to;
 * - nothing the value does escapes as an exception: it becomes an issue;
 * - work is bounded: json payloads are walked with an explicit stack (no recursion), at most
 *   `maxDepth` levels deep and `maxValues` values in all (a shared reference is walked, and counted,
 *   each time it appears, as JSON.stringify would write it), and validation stops after `maxIssues`
 *   issues.
 *
 * Choices where JSON.stringify and the contract leave room:
 * - a key holding `undefined` counts as absent (JSON.stringify drops it): `toolUseId: undefined` is fine,
 *   and `{ text: "a", json: undefined }` is a text block; a block whose only kind holds `undefined` is
 *   reported as such;
 * - json payloads must be plain data: objects whose prototype is `Object.prototype` or `null`, and arrays.
 *   A `Date`, `Map`, class instance and the like is reported with what JSON.stringify would do to it;
 *   an own `toJSON` method is reported, never called;
 * - `-0` is accepted (JSON.stringify writes `0`, which equals it); non-enumerable properties are ignored,
 *   as JSON.stringify ignores them; enumerable symbol-keyed properties are reported. Non-index properties
 *   of an array are not looked at.
 */
import type { BlockShape } from "../contract/presets.js";
import { compileContract, type CompiledContract, type ContractInput } from "./compile.js";
import { describe, describeThrown, formatPath, objectKind, quoteList } from "./describe.js";
import { ToolResultContractError } from "./errors.js";
import { isValidFast } from "./fast.js";
import type { ToolResult, ToolResultIssue, ToolResultValidation } from "./types.js";

export interface ValidateOptions {
  /** Stop after this many issues (default 100); a last issue then says that more were not listed. */
  readonly maxIssues?: number;
  /** The deepest nesting allowed inside a json payload (default 1000; JSON.stringify overflows the stack at a few thousand). */
  readonly maxDepth?: number;
  /** The most values a result may hold, counting every element and property (default 10,000,000). */
  readonly maxValues?: number;
}

export const DEFAULT_LIMITS = { maxIssues: 100, maxDepth: 1000, maxValues: 10_000_000 } as const;

/**
 * Checks `value` against `contract` (default: the `strands-robots` contract).
 * Returns `{ ok: true, value }` or `{ ok: false, issues }`; never throws for any `value`.
 */
export function validateToolResult(
  value: unknown,
  contract?: ContractInput,
  options?: ValidateOptions,
): ToolResultValidation {
  const compiled = compileContract(contract);
  if (fastAccepts(value, compiled, options)) return { ok: true, value: value as ToolResult };
  const issues = collectIssues(value, compiled, options);
  return issues.length === 0 ? { ok: true, value: value as ToolResult } : { ok: false, issues };
}

/**
 * Throws a {@link ToolResultContractError} listing every issue unless `value` keeps to `contract`
 * (default: the `strands-robots` contract). In TypeScript, narrows `value` to `ToolResult` afterwards.
 */
export function assertToolResult(
  value: unknown,
  contract?: ContractInput,
  options?: ValidateOptions,
): asserts value is ToolResult {
  const compiled = compileContract(contract);
  if (fastAccepts(value, compiled, options)) return;
  const issues = collectIssues(value, compiled, options);
  if (issues.length > 0) throw new ToolResultContractError(issues, compiled.contract.name);
}

/** True when `value` keeps to `contract` (default: the `strands-robots` contract). Never throws for any `value`. */
export function isToolResult(value: unknown, contract?: ContractInput): value is ToolResult {
  const compiled = compileContract(contract);
  return fastAccepts(value, compiled, undefined) || collectIssues(value, compiled, undefined).length === 0;
}

function fastAccepts(value: unknown, compiled: CompiledContract, options: ValidateOptions | undefined): boolean {
  if (options === undefined) return isValidFast(value, compiled, DEFAULT_LIMITS.maxDepth, DEFAULT_LIMITS.maxValues);
  const maxDepth = limit(options.maxDepth, DEFAULT_LIMITS.maxDepth, "maxDepth");
  const maxValues = limit(options.maxValues, DEFAULT_LIMITS.maxValues, "maxValues");
  return isValidFast(value, compiled, maxDepth, maxValues);
}

// ---------------------------------------------------------------------------------------------------
// The detailed walk: every issue, with its path.

/** A path as a linked list from the leaf up, so that walking a payload allocates paths only on issues. */
interface PathNode {
  readonly parent: PathNode | null;
  readonly key: string | number;
}

function toPath(node: PathNode | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let n = node; n !== null; n = n.parent) path.push(n.key);
  return path.reverse();
}

const STOP: unique symbol = Symbol("stop");

class Walk {
  readonly issues: ToolResultIssue[] = [];
  readonly maxIssues: number;
  readonly maxDepth: number;
  readonly maxValues: number;
  values = 0;

  constructor(options: ValidateOptions | undefined) {
    this.maxIssues = limit(options?.maxIssues, DEFAULT_LIMITS.maxIssues, "maxIssues");
    this.maxDepth = limit(options?.maxDepth, DEFAULT_LIMITS.maxDepth, "maxDepth");
    this.maxValues = limit(options?.maxValues, DEFAULT_LIMITS.maxValues, "maxValues");
  }

  report(node: PathNode | null, text: string): void {
    if (this.issues.length >= this.maxIssues) {
      this.issues.push({
        path: [],
        message: `result: more issues not listed; validation stops after ${this.maxIssues} issues.`,
      });
      throw STOP;
    }
    const path = toPath(node);
    this.issues.push({ path, message: `${formatPath(path)}: ${text}` });
  }

  count(node: PathNode | null, amount: number): void {
    this.values += amount;
    if (this.values > this.maxValues) {
      this.report(
        node,
        `the result holds more than ${this.maxValues} values, so validation stopped here. Send large data another way (a file or a URL in a json block), or raise maxValues.`,
      );
      throw STOP;
    }
  }
}

function limit(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !(value >= 1))
    throw new TypeError(`validateToolResult: options.${name} must be a number >= 1.`);
  return value;
}

const FAILED: unique symbol = Symbol("failed");

/** Reads `object[key]`; a throwing getter or proxy trap becomes an issue and gives FAILED. */
function read(walk: Walk, object: object, key: string | number, node: PathNode | null): unknown {
  try {
    return (object as Record<string | number, unknown>)[key];
  } catch (error) {
    walk.report(
      { parent: node, key },
      `reading it threw ${describeThrown(error)}. A tool result must be plain data: replace the getter or proxy with a value.`,
    );
    return FAILED;
  }
}

/** Object.keys, with a throwing proxy trap turned into an issue. */
function keysOf(walk: Walk, object: object, node: PathNode | null): string[] | undefined {
  try {
    return Object.keys(object);
  } catch (error) {
    walk.report(node, `listing its keys threw ${describeThrown(error)}. A tool result must be plain data.`);
    return undefined;
  }
}

function uninspectable(walk: Walk, node: PathNode | null, error: unknown): void {
  if (error === STOP) throw error;
  walk.report(
    node,
    `inspecting it threw ${describeThrown(error)} (a revoked proxy?). A tool result must be plain data.`,
  );
}

export function collectIssues(
  value: unknown,
  compiled: CompiledContract,
  options: ValidateOptions | undefined,
): ToolResultIssue[] {
  const walk = new Walk(options);
  try {
    checkResult(walk, value, compiled);
  } catch (error) {
    if (error !== STOP) {
      // Defence in depth: nothing the value does may escape as anything but an issue.
      walk.issues.push({
        path: [],
        message: `result: validation stopped because inspecting the value threw ${describeThrown(error)}.`,
      });
    }
  }
  return walk.issues;
}

const EXAMPLE = `{ status: "success", content: [{ text: "..." }] }`;

function checkResult(walk: Walk, value: unknown, c: CompiledContract): void {
  if (value === null || typeof value !== "object") {
    walk.report(null, `expected a tool result, a plain object like ${EXAMPLE}, got ${describe(value)}.`);
    return;
  }
  let plain: boolean;
  let label: string;
  try {
    if (Array.isArray(value)) {
      walk.report(null, `expected a tool result, a plain object like ${EXAMPLE}, got an array.`);
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
    walk.report(null, `expected a plain object, got ${label}. Return an object literal like ${EXAMPLE}.`);
    return;
  }
  const keys = keysOf(walk, value, null);
  if (keys === undefined) return;
  for (const key of keys) {
    if (!c.topKeys.has(key)) {
      walk.report(
        { parent: null, key },
        `not a tool-result key; the runtime drops it. Move it into a { json: ... } content block. A result carries only ${c.quoted.topKeys}.`,
      );
    }
  }
  checkStatus(walk, value, c);
  checkContent(walk, value, c);
  for (const key of c.stringKeys) {
    const v = read(walk, value, key, null);
    if (v !== undefined && v !== FAILED && typeof v !== "string") {
      walk.report(
        { parent: null, key },
        `expected a string, got ${describe(v)}. Leave it out to let the agent runtime set it.`,
      );
    }
  }
}

function checkStatus(walk: Walk, result: object, c: CompiledContract): void {
  const status = read(walk, result, "status", null);
  if (status === FAILED) return;
  const node: PathNode = { parent: null, key: "status" };
  const statuses = c.quoted.statuses;
  if (status === undefined) {
    walk.report(node, `missing. Add status: one of ${statuses}.`);
  } else if (typeof status !== "string") {
    walk.report(node, `expected one of ${statuses}, got ${describe(status)}.`);
  } else if (!c.statuses.has(status)) {
    walk.report(
      node,
      `${JSON.stringify(status)} is not a status of the ${JSON.stringify(c.contract.name)} contract. Use one of ${statuses}.`,
    );
  }
}

function checkContent(walk: Walk, result: object, c: CompiledContract): void {
  const content = read(walk, result, "content", null);
  if (content === FAILED) return;
  const node: PathNode = { parent: null, key: "content" };
  if (content === undefined) {
    walk.report(node, `missing. Add content: a non-empty array of blocks, such as [{ text: "..." }].`);
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
    const hint =
      typeof content === "string"
        ? ` Wrap the text in a text block: [{ text: ... }].`
        : content !== null && typeof content === "object"
          ? ` If it is a single block, wrap it in an array: [block].`
          : "";
    walk.report(node, `expected a non-empty array of blocks, got ${describe(content)}.${hint}`);
    return;
  }
  const length = read(walk, content as object, "length", node);
  if (length === FAILED) return;
  if (!isLength(length)) {
    walk.report(node, `its length is ${describe(length)}, not an array length. A tool result must be plain data.`);
    return;
  }
  if (length === 0) {
    walk.report(node, `empty. Give it at least one block, such as { text: "..." }.`);
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

function isLength(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 2 ** 32 - 1;
}

function checkBlock(walk: Walk, block: unknown, node: PathNode, c: CompiledContract): void {
  if (block === null || typeof block !== "object") {
    const hint = typeof block === "string" ? ` Wrap text in a text block: { text: ... }.` : "";
    walk.report(
      node,
      `expected a block, an object with exactly one of ${c.quoted.kinds}, got ${describe(block)}.${hint}`,
    );
    return;
  }
  try {
    if (Array.isArray(block)) {
      walk.report(
        node,
        `expected a block, an object with exactly one of ${c.quoted.kinds}, got an array. Put its blocks directly in content.`,
      );
      return;
    }
    const kind = objectKind(block);
    if (!kind.plain) {
      walk.report(node, `expected a block, a plain object with exactly one of ${c.quoted.kinds}, got ${kind.label}.`);
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
  const kinds = c.quoted.kinds;
  if (several) {
    const names = c.kinds.filter((kind) => {
      const v = read(walk, block, kind, node);
      return v !== undefined && v !== FAILED;
    });
    const count = names.length === 2 ? "two blocks" : names.length === 3 ? "three blocks" : "one block each";
    walk.report(
      node,
      `block has ${names.length === 2 ? "both " : ""}${quoteList(names, "and")}; a block carries exactly one of ${kinds}. Split it into ${count}.`,
    );
    return;
  }
  // No block kind: explain what the block holds instead.
  const keys = keysOf(walk, block, node);
  if (keys === undefined) return;
  const undefinedKind = keys.find((key) => c.kinds.includes(key));
  if (undefinedKind !== undefined) {
    walk.report(
      { parent: node, key: undefinedKind },
      `undefined, and JSON.stringify drops it. Give the block a value, or remove the block.`,
    );
  } else if (keys.length === 0) {
    walk.report(node, `empty block; a block carries exactly one of ${kinds}. Remove it or give it one.`);
  } else {
    walk.report(
      node,
      `block has none of ${kinds} (it has ${quoteList(keys.slice(0, 5), "and")}${keys.length > 5 ? ", ..." : ""}). If this is data, wrap it in a json block: { json: { ... } }.`,
    );
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
      if (typeof value !== "string") {
        walk.report(
          node,
          `expected a string, got ${describe(value)}. A ${kind} block holds text: convert it with String(...), or put structured data in a { json: ... } block.`,
        );
      }
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
    walk.report(node, `expected an object like ${example}, got ${describe(value)}.`);
    return;
  }
  try {
    if (Array.isArray(value)) {
      walk.report(node, `expected an object like ${example}, got an array.`);
      return;
    }
  } catch (error) {
    uninspectable(walk, node, error);
    return;
  }
  const format = read(walk, value, "format", node);
  if (format !== FAILED && (typeof format !== "string" || !formats.includes(format))) {
    walk.report(
      { parent: node, key: "format" },
      `${format === undefined ? "missing" : `${describe(format)} is not a ${kind} format`}. Use one of ${quoteList(formats)}.`,
    );
  }
  for (const key of requiredStrings) {
    const v = read(walk, value, key, node);
    if (v !== FAILED && typeof v !== "string") {
      walk.report({ parent: node, key }, `expected a string, got ${describe(v)}. A ${kind} block needs a ${key}.`);
    }
  }
  const source = read(walk, value, "source", node);
  if (source === FAILED) return;
  const sourceNode: PathNode = { parent: node, key: "source" };
  if (source === null || typeof source !== "object") {
    walk.report(sourceNode, `expected { bytes: Uint8Array }, got ${describe(source)}.`);
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
  if (!ok) {
    const hint =
      typeof bytes === "string"
        ? " If it is base64, decode it: Uint8Array.from(atob(text), (c) => c.charCodeAt(0))."
        : "";
    walk.report(
      { parent: sourceNode, key: "bytes" },
      `expected a Uint8Array (a Buffer is one), got ${describe(bytes)}.${hint}`,
    );
  }
}

/** A Uint8Array from any realm (Buffer included); not a proxy or a look-alike. May throw on a revoked proxy. */
export function isUint8Array(value: unknown): boolean {
  return (
    ArrayBuffer.isView(value) && (value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === "Uint8Array"
  );
}

// ---------------------------------------------------------------------------------------------------
// json payloads: an explicit stack, a cycle check, depth and size limits.
//
// The objects being walked are exactly the frames on the stack, so a cycle is an object met again while
// its frame is still there. The check scans the first SCAN_DEPTH frames (cheaper than hashing for the
// shallow payloads that are the rule) and keeps deeper ones in a Set. Shared, non-cyclic references are
// walked again each time they appear, as JSON.stringify writes them again; maxValues bounds that work.

const SCAN_DEPTH = 32;

interface Frame {
  readonly object: object;
  /** Keys of an object; null for an array. */
  readonly keys: readonly string[] | null;
  readonly length: number;
  index: number;
  readonly node: PathNode;
}

function checkJson(walk: Walk, root: unknown, node: PathNode): void {
  const stack: Frame[] = [];
  const deep = new Set<object>();
  const first = visit(walk, root, node.parent, node.key, false, stack, deep);
  if (first === undefined) return;
  stack.push(first);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.length) {
      stack.pop();
      if (stack.length >= SCAN_DEPTH) deep.delete(frame.object);
      continue;
    }
    const key = frame.keys === null ? frame.index : frame.keys[frame.index]!;
    frame.index++;
    const child = read(walk, frame.object, key, frame.node);
    if (child === FAILED) continue;
    const next = visit(walk, child, frame.node, key, frame.keys === null, stack, deep);
    if (next !== undefined) {
      if (stack.length >= SCAN_DEPTH) deep.add(next.object);
      stack.push(next);
    }
  }
}

function ancestor(object: object, stack: readonly Frame[], deep: ReadonlySet<object>): Frame | undefined {
  const scan = Math.min(stack.length, SCAN_DEPTH);
  for (let i = 0; i < scan; i++) if (stack[i]!.object === object) return stack[i];
  if (stack.length > SCAN_DEPTH && deep.has(object)) {
    for (let i = SCAN_DEPTH; i < stack.length; i++) if (stack[i]!.object === object) return stack[i];
  }
  return undefined;
}

/**
 * Checks one json value, `parent[key]`; returns a frame when it is an object or array to walk into.
 * The path node of the value is made only when needed (an issue, or an object to walk into).
 */
function visit(
  walk: Walk,
  value: unknown,
  parent: PathNode | null,
  key: string | number,
  inArray: boolean,
  stack: readonly Frame[],
  deep: ReadonlySet<object>,
): Frame | undefined {
  if (++walk.values > walk.maxValues) walk.count({ parent, key }, 0);
  switch (typeof value) {
    case "string":
    case "boolean":
      return undefined;
    case "number":
      if (Number.isFinite(value)) return undefined;
      break;
    case "object":
      if (value === null) return undefined;
      break;
    default:
      break;
  }
  const node: PathNode = { parent, key };
  const where = inArray ? "JSON.stringify writes null in its place" : "JSON.stringify drops this key";
  switch (typeof value) {
    case "number":
      walk.report(
        node,
        `${String(value)} is not a JSON number; JSON.stringify writes null. Use null, or a string like ${JSON.stringify(String(value))}.`,
      );
      return undefined;
    case "undefined":
      walk.report(
        node,
        `undefined; ${where}. ${inArray ? "Remove the element or use null." : "Remove the key or use null."}`,
      );
      return undefined;
    case "function":
      walk.report(
        node,
        key === "toJSON"
          ? `a toJSON method; JSON.stringify would call it and write what it returns instead of this object. Store that data itself.`
          : `a function; ${where}. Remove it from the payload.`,
      );
      return undefined;
    case "symbol":
      walk.report(node, `a symbol; ${where}. Use a string.`);
      return undefined;
    case "bigint":
      walk.report(
        node,
        `${describe(value)}; JSON.stringify throws on a bigint. Convert it: Number(value) when it is small enough, or String(value).`,
      );
      return undefined;
    default:
      break;
  }
  const object = value as object;
  const loop = ancestor(object, stack, deep);
  if (loop !== undefined) {
    walk.report(
      node,
      `refers back to ${formatPath(toPath(loop.node))}, a cycle; JSON.stringify throws on cycles. Store an id or a copy instead of the reference.`,
    );
    return undefined;
  }
  if (stack.length >= walk.maxDepth) {
    walk.report(
      node,
      `nested more than ${walk.maxDepth} levels deep; JSON.stringify and JSON parsers overflow their stack on deep nesting. Flatten the payload.`,
    );
    return undefined;
  }
  try {
    if (Array.isArray(object)) {
      const length = read(walk, object, "length", node);
      if (length === FAILED) return undefined;
      if (!isLength(length)) {
        walk.report(node, `its length is ${describe(length)}, not an array length. A tool result must be plain data.`);
        return undefined;
      }
      return { object, keys: null, length, index: 0, node };
    }
    const kind = objectKind(object);
    if (!kind.plain) {
      walk.report(node, `${kind.label} is not JSON data: ${kind.jsonHint}`);
      return undefined;
    }
    const keys = Object.keys(object);
    const symbols = Object.getOwnPropertySymbols(object);
    for (const symbol of symbols) {
      if (Object.prototype.propertyIsEnumerable.call(object, symbol)) {
        walk.report(
          node,
          `has the symbol-keyed property ${symbol.toString()}; JSON.stringify drops it. Use a string key.`,
        );
      }
    }
    return { object, keys, length: keys.length, index: 0, node };
  } catch (error) {
    uninspectable(walk, node, error);
    return undefined;
  }
}
