/**
 * The walk: every issue of a value, with its path, under a compiled contract, in one pass. The json
 * payloads inside blocks are walked by `json-walk.ts`; the messages are in `messages.ts`. It is one module
 * (longer than most) because it is one pass: the result, its content, keyed and tagged blocks, media and
 * sources share the walk's state (path, budget, issue list, cycle ancestors), and splitting the levels
 * apart would pass that state through every call of the hot loop.
 *
 * The value is read the way JSON.stringify reads it, so that a value the walk accepts is what
 * JSON.stringify writes: only own enumerable string keys count, listed as JSON.stringify lists them
 * (Object.keys: a proxy's ownKeys and getOwnPropertyDescriptor traps, never its getPrototypeOf trap a
 * second time, and never a prototype's keys), each read once with a get, and a
 * `toJSON` that JSON.stringify would call is reported wherever it is found (json-walk.ts). There is one
 * pass and no second reader (a quick yes/no check run first would be one: a getter or proxy could give
 * it one answer and the walk another), so every getter and proxy trap runs at most once per appearance
 * of its object, and the verdict is about the answers it gave. The loops are written for plain data:
 * keys come from Object.keys, block kinds and top-level keys are found by contract-compiled comparisons
 * (kind-of.ts), and a path is turned into text only when an issue is reported.
 *
 * Guarantees, for any input (cycles, throwing getters, proxies, `__proto__` keys, null-prototype
 * objects, huge, sparse or deeply nested arrays, shared references):
 * - only reads touch the value: getters and proxy traps run as JSON.stringify would run them, but no
 *   method is ever called, not even `toJSON`, and the value is never written to;
 * - nothing the value does escapes as an exception: it becomes an issue;
 * - work is bounded by the limits (see `api.ts`).
 *
 * A key holding `undefined` counts as absent everywhere (JSON.stringify drops it): at the top level, in
 * blocks, in media values and in json payloads.
 *
 * Contracts with tagged blocks (the `mcp` preset: `{ type: "text", text }`) are walked by
 * `checkTaggedBlock`: the tag names the kind, whose fields (compile.ts, CompiledFields) are the only ones
 * allowed, each of its shape; object and array fields, like the data keys at the top level
 * (`structuredContent`, `_meta`), are JSON data walked by json-walk.ts in strict mode. A contract without
 * status (requiredKeys) has no status check, and a `status` key is then an extra key.
 *
 * Beyond JSON, the walk holds values to what the framework that reads them does (contract/presets.ts):
 * under MCP_BLOCKS the MCP SDK's schemas (base64 `data` and `blob`, typed `annotations`, `icons` and
 * reserved `_meta` keys, an own `__proto__` key that its parse drops), and under the Strands
 * ToolResultBlock tag that SDK's converter (a block keeps only its kind's field; kinds are found with
 * `in`, so a kind holding undefined can hide the real one).
 */
import { objectKind } from "../../common/describe-value.js";
import { isPlainPrototype } from "../../common/plain-prototype.js";
import { formatMessage, STRUCTURED_CONTENT_MESSAGES } from "../../contract/mcp-messages.js";
import {
  MCP_ANNOTATIONS,
  MCP_DATA_KEY_RULES,
  MCP_FIELD_RULES,
  MCP_ICON,
  MCP_RESERVED_META,
  readByMcpSdk,
  readByStrandsConverter,
  STRANDS_KIND_ORDER,
  type BlockShape,
} from "../../contract/presets.js";
import {
  TOP_BOOLEAN,
  TOP_OBJECT,
  TOP_DISCRIMINATOR,
  TOP_STRING,
  type CompiledContract,
  type CompiledFields,
  type CompiledShape,
  type CompiledTagged,
} from "./compile.js";
import { arrayLength, checkJson } from "./json-walk.js";
import { checkOutput, type OutputRun } from "./output-schema.js";
import { messages } from "./messages.js";
import { formatPath } from "../../common/path.js";
import { STOP, Walk, type Limits } from "./reader.js";
import type { ToolResultIssue } from "./types.js";
import {
  findToJSON,
  isBase64,
  isIsoDateTime,
  isLength,
  isUint8Array,
  toJSONFound,
  type ToJSONSource,
} from "./values.js";

const isArray = Array.isArray;
const getPrototypeOf = Object.getPrototypeOf;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
// Keys as JSON.stringify lists them (EnumerableOwnProperties): own enumerable string keys, never the prototype's.
const keysOf = Object.keys;
const hasOwn = Object.hasOwn;
const isSafeInteger = Number.isSafeInteger as (value: unknown) => boolean;
const NO_ISSUES = Object.freeze([]) as unknown as ToolResultIssue[];

/**
 * Every issue of `value`, in one pass. `entries`, when given, receives the own entries of the json
 * blocks' object payloads as they are read (jsonPayload merges them; they count only if no issue is found).
 * `output`, when given, checks structuredContent against an outputSchema (output-schema.ts); a Standard
 * Schema that answers with a Promise leaves it in `output.pending`.
 */
export function collectIssues(
  value: unknown,
  compiled: CompiledContract,
  limits: Limits,
  entries?: [string, unknown][],
  output?: OutputRun,
): ToolResultIssue[] {
  const walk = new Walk(limits, compiled, entries);
  try {
    checkResult(walk, value, output);
    walk.finish();
  } catch (error) {
    // Defence in depth: nothing the value does may escape as anything but an issue.
    if (error !== STOP) walk.note(messages.walkThrew(error));
  }
  return walk.issues ?? NO_ISSUES;
}

/** True for an object whose prototype is Object.prototype or null. May throw (a proxy's trap). */
function isPlain(object: object): boolean {
  return isPlainPrototype(getPrototypeOf(object));
}

/** `object` has `key` as an own property that is not enumerable (so JSON.stringify drops it). */
function hiddenKey(object: object, key: string): boolean {
  try {
    const descriptor = getOwnPropertyDescriptor(object, key);
    return descriptor !== undefined && !descriptor.enumerable;
  } catch {
    return false;
  }
}

function checkResult(walk: Walk, value: unknown, output: OutputRun | undefined): void {
  const c = walk.c;
  if (value === null || typeof value !== "object") {
    walk.report(messages.notAnObject(c.texts.example, value));
    return;
  }
  const hasStatus = c.hasStatus;
  let status: unknown;
  let content: unknown;
  let statusRead = true;
  let contentRead = true;
  // With an outputSchema: structuredContent is checked after the loop, once isError is known.
  let structured: unknown;
  let structuredRead = true;
  let isError: unknown;
  try {
    if (isArray(value)) {
      walk.report(messages.resultIsArray(c.texts.example));
      return;
    }
    if (!isPlain(value)) {
      walk.report(messages.resultNotPlain(c.texts.example, objectKind(value).label));
      return;
    }
    walk.enter(value); // for good: the result is the first ancestor of everything below
    let loaded: unknown;
    let toJSON: ToJSONSource | undefined;
    if (!walk.protoToJSON) {
      loaded = (value as Record<string, unknown>).toJSON;
      if (loaded !== undefined) toJSON = toJSONFound(value, loaded);
    } else toJSON = findToJSON(value);
    if (toJSON !== undefined) walk.report(messages.toJSON(toJSON, "object"));
    for (const key of keysOf(value)) {
      if (++walk.values > walk.maxValues) walk.tooManyValues(key);
      let v: unknown;
      if (key === "toJSON" && (toJSON !== undefined || !walk.protoToJSON)) {
        if (toJSON !== undefined) continue;
        v = loaded; // read once already, as JSON.stringify reads it
      } else {
        try {
          v = (value as Record<string, unknown>)[key];
        } catch (error) {
          walk.threw(error, key);
          if (key === "status") statusRead = false;
          else if (key === "content") contentRead = false;
          else if (key === STRUCTURED) structuredRead = false;
          continue;
        }
      }
      if (key === "content") content = v;
      else if (key === "status" && hasStatus) status = v;
      else if (output !== undefined && key === STRUCTURED) structured = v;
      else if (v === undefined) continue;
      else {
        const type = c.topKeyType(key);
        if (type < 0) walk.report(key === "status" ? c.texts.statusKey : c.texts.extraKey, key);
        else if (type === TOP_STRING) {
          if (typeof v !== "string") walk.report(messages.notAStringKey(v), key);
        } else if (type === TOP_BOOLEAN) {
          if (key === IS_ERROR) isError = v;
          if (typeof v !== "boolean") walk.report(messages.notABooleanKey(v), key);
        } else if (type === TOP_OBJECT) {
          checkData(walk, v, key);
        } else if (type === TOP_DISCRIMINATOR) {
          const expected = c.contract.discriminator!.value;
          if (v !== expected) walk.report(messages.discriminatorValue(expected, v), key);
        } else {
          walk.path.push(key);
          checkJson(walk, v, true);
          walk.path.pop();
        }
      }
    }
  } catch (error) {
    walk.unwind(walk.depth > 0 ? 1 : 0, 0);
    walk.threw(error);
    return;
  }
  if (output !== undefined && structuredRead) checkStructured(walk, output, value, structured, isError === true);
  if (statusRead && hasStatus) checkStatus(walk, value, status);
  if (contentRead) checkContent(walk, value, content);
}

const STRUCTURED = "structuredContent";
const IS_ERROR = "isError";

/**
 * structuredContent under an outputSchema, as MCP SDK 1.x reads it: a result that is not isError needs
 * it, and any falsy value (0, "", null) counts as missing; once it is plain JSON data, the schema checks it.
 */
function checkStructured(walk: Walk, output: OutputRun, result: object, value: unknown, onError: boolean): void {
  if (!value) {
    if (!onError) {
      walk.report(
        value === undefined
          ? hiddenKey(result, STRUCTURED)
            ? messages.notEnumerable(STRUCTURED)
            : STRUCTURED_CONTENT_MESSAGES.missingStructuredContent
          : formatMessage(STRUCTURED_CONTENT_MESSAGES.falsyStructuredContent, { value: falsyText(value) }),
        STRUCTURED,
      );
      return;
    }
    if (value === undefined) return;
  }
  const before = walk.issues?.length ?? 0;
  // The schema checks the walk's copy of what it read: a getter runs once, as JSON.stringify runs it.
  walk.copying = true;
  let copy: unknown;
  try {
    copy = checkData(walk, value, STRUCTURED);
  } finally {
    walk.copying = false;
  }
  if ((walk.issues?.length ?? 0) === before) checkOutput(walk, output, copy, onError);
}

/** A falsy value as code: `0`, `""`, `null`, `NaN`. */
function falsyText(value: unknown): string {
  return typeof value === "string" ? '""' : typeof value === "bigint" ? "0n" : String(value);
}

/**
 * A top-level key that holds an object of data (MCP's `structuredContent` and `_meta`): a plain JSON
 * object, which the MCP SDK parses as MCP_DATA_KEY_RULES says when it reads the contract's results.
 */
function checkData(walk: Walk, value: unknown, key: string): unknown {
  let array: boolean;
  try {
    array = isArray(value);
  } catch (error) {
    walk.threw(error, key);
    return undefined;
  }
  if (value === null || typeof value !== "object" || array) {
    walk.report(messages.dataNotObject(value), key);
    return undefined;
  }
  const rule = readByMcpSdk(walk.c.contract) && hasOwn(MCP_DATA_KEY_RULES, key) ? MCP_DATA_KEY_RULES[key] : undefined;
  if (rule === "record") return checkRecord(walk, value, key);
  if (rule === "meta") {
    checkSdkObject(walk, value, key, messages.dataNotObject, checkResultMeta);
    return undefined;
  }
  walk.path.push(key);
  const copy = checkJson(walk, value, false);
  walk.path.pop();
  return copy;
}

function checkStatus(walk: Walk, result: object, status: unknown): void {
  const c = walk.c;
  const statuses = c.quoted.statuses;
  if (status === undefined) {
    walk.report(
      hiddenKey(result, "status") ? messages.notEnumerable("status") : messages.statusMissing(statuses),
      "status",
    );
  } else if (typeof status !== "string") {
    walk.report(messages.statusNotString(statuses, status), "status");
  } else if (c.statusIndex(status) < 0) {
    walk.report(messages.statusUnknown(status, c.name, statuses), "status");
  }
}

function checkContent(walk: Walk, result: object, content: unknown): void {
  const c = walk.c;
  if (content === undefined) {
    walk.report(
      hiddenKey(result, "content")
        ? messages.notEnumerable("content")
        : messages.contentMissing(c.texts.block, c.emptyContent),
      "content",
    );
    return;
  }
  walk.path.push("content");
  const depth = walk.depth;
  try {
    if (!isArray(content)) {
      walk.report(messages.contentNotArray(c.texts.block, c.emptyContent, content));
    } else {
      walk.enter(content);
      checkBlocks(walk, content as unknown[]);
      walk.leave();
    }
  } catch (error) {
    walk.unwind(depth, 1);
    walk.threw(error);
  }
  walk.path.pop();
}

function checkBlocks(walk: Walk, content: unknown[]): void {
  let toJSON: ToJSONSource | undefined;
  if (!walk.protoToJSON) {
    const loaded: unknown = (content as unknown as Record<string, unknown>).toJSON;
    if (loaded !== undefined) toJSON = toJSONFound(content, loaded);
  } else toJSON = findToJSON(content);
  if (toJSON !== undefined) walk.report(messages.toJSON(toJSON, "array"));
  let length: unknown;
  try {
    length = content.length;
  } catch (error) {
    walk.threw(error, "length");
    return;
  }
  if (!isLength(length)) {
    walk.report(messages.badLength(length));
    return;
  }
  if (length === 0) {
    if (!walk.c.emptyContent) walk.report(messages.contentEmpty(walk.c.texts.block));
    return;
  }
  walk.countElements(length);
  const path = walk.path;
  const tagged = walk.c.tagged;
  // What the framework does with a block beyond JSON (presets.ts): the MCP SDK's schemas, the Strands converter.
  const sdk = tagged !== undefined && readByMcpSdk(walk.c.contract);
  const converter = tagged === undefined && readByStrandsConverter(walk.c.contract);
  for (let i = 0; i < length; i++) {
    let block: unknown;
    try {
      block = content[i];
    } catch (error) {
      walk.threw(error, i);
      continue;
    }
    path.push(i);
    if (tagged === undefined) checkBlock(walk, block, converter);
    else checkTaggedBlock(walk, block, tagged, sdk);
    path.pop();
  }
}

/**
 * Checks the block at `walk.path`. `converter`: the Strands TypeScript SDK converts it (presets.ts,
 * readByStrandsConverter), keeping only its kind's field and finding the kind with `in`.
 */
function checkBlock(walk: Walk, block: unknown, converter: boolean): void {
  const c = walk.c;
  const kinds = c.quoted.kinds;
  if (block === null || typeof block !== "object") {
    walk.report(messages.blockNotObject(kinds, block));
    return;
  }
  const base = walk.path.length;
  const depth = walk.depth;
  try {
    if (isArray(block)) {
      walk.report(messages.blockIsArray(kinds));
      return;
    }
    if (!isPlain(block)) {
      walk.report(messages.blockNotPlain(kinds, objectKind(block).label));
      return;
    }
    // Above a block are only the result and the content array (an array, so not this plain object).
    if (block === walk.ancestors[0]) {
      walk.report(messages.jsonCycle(formatPath([])));
      return;
    }
    let loaded: unknown;
    let toJSON: ToJSONSource | undefined;
    if (!walk.protoToJSON) {
      loaded = (block as Record<string, unknown>).toJSON;
      if (loaded !== undefined) toJSON = toJSONFound(block, loaded);
    } else toJSON = findToJSON(block);
    if (toJSON !== undefined) walk.report(messages.toJSON(toJSON, "object"));
    const kindIndex = c.kindIndex;
    let found = -1;
    let value: unknown;
    let several: number[] | undefined;
    let unreadKind = false;
    /** The kinds holding undefined (JSON.stringify drops them; `in` finds them). */
    let undefinedKinds: string[] | undefined;
    /** The other keys holding a value, each followed by that value. */
    let others: unknown[] | undefined;
    for (const key of keysOf(block)) {
      if (++walk.values > walk.maxValues) walk.tooManyValues(key);
      let v: unknown;
      if (key === "toJSON" && (toJSON !== undefined || !walk.protoToJSON)) {
        if (toJSON !== undefined) continue;
        v = loaded; // read once already, as JSON.stringify reads it
      } else {
        try {
          v = (block as Record<string, unknown>)[key];
        } catch (error) {
          walk.threw(error, key);
          if (kindIndex(key) >= 0) unreadKind = true;
          continue;
        }
      }
      const k = kindIndex(key);
      if (k >= 0) {
        if (v === undefined) (undefinedKinds ??= []).push(key);
        else if (found === -1) {
          found = k;
          value = v;
        } else (several ??= [found]).push(k);
        continue;
      }
      if (v === undefined) continue;
      (others ??= []).push(key, v);
    }
    if (several !== undefined) {
      const names = several.sort((a, b) => a - b).map((k) => c.kinds[k]!);
      walk.report(messages.severalKinds(names, kinds));
    } else if (found >= 0) {
      const kind = c.kinds[found]!;
      const shape = c.shapes[found];
      const text = shape !== undefined && shape.type === "string";
      // The block is an ancestor (for the cycle check) only of what the walk goes into.
      const inside = (!text && typeof value === "object" && value !== null) || others !== undefined;
      if (inside) walk.enter(block);
      if (converter && undefinedKinds !== undefined) reportShadowingKinds(walk, undefinedKinds, kind);
      if (text) {
        if (typeof value !== "string") walk.report(messages.textNotString(kind, value), kind);
      } else {
        walk.path.push(kind);
        checkBlockValue(walk, value, kind, shape);
        walk.path.pop();
      }
      if (others !== undefined && converter) {
        for (let i = 0; i < others.length; i += 2) walk.report(messages.convertedAway(kind), others[i] as string);
      } else if (others !== undefined) {
        // Other keys: the contract does not look at them, but JSON.stringify writes them, so they must be JSON data.
        for (let i = 0; i < others.length; i += 2) {
          const key = others[i] as string;
          walk.path.push(key);
          checkJson(walk, others[i + 1], false);
          walk.path.pop();
        }
      }
      if (inside) walk.leave();
    } else if (!unreadKind) {
      const hidden = c.kinds.find((kind) => hiddenKey(block, kind));
      if (hidden !== undefined) walk.report(messages.notEnumerable(hidden), hidden);
      else if (undefinedKinds !== undefined) walk.report(messages.undefinedKind(), undefinedKinds[0]);
      else if (others === undefined) walk.report(messages.emptyBlock(kinds));
      else walk.report(messages.noKind(kinds, others.filter((_, i) => i % 2 === 0) as string[]));
    }
  } catch (error) {
    walk.unwind(depth, base);
    walk.threw(error);
  }
}

/**
 * Reports the kinds holding undefined that the Strands converter tests (with `in`) before `kind`, the
 * block's kind: it would take the block for one of them, empty, and lose the value of `kind`.
 */
function reportShadowingKinds(walk: Walk, undefinedKinds: readonly string[], kind: string): void {
  const order: readonly string[] = STRANDS_KIND_ORDER;
  const at = order.indexOf(kind);
  for (const key of undefinedKinds) {
    const before = order.indexOf(key);
    if (at >= 0 && before >= 0 && before < at) walk.report(messages.shadowingKind(key, kind, order), key);
  }
}

/** Checks the value of the block's one kind, at `walk.path`. */
function checkBlockValue(walk: Walk, value: unknown, kind: string, shape: BlockShape | undefined): void {
  if (shape === undefined) {
    // A custom block kind: any value that JSON.stringify writes unchanged.
    checkJson(walk, value, false);
    return;
  }
  switch (shape.type) {
    case "string":
      if (typeof value !== "string") walk.report(messages.textNotString(kind, value));
      return;
    case "json":
      checkJson(walk, value, false, walk.entries);
      return;
    case "media":
      checkMedia(walk, value, kind, shape.formats, shape.requiredStrings ?? []);
      return;
  }
}

function checkMedia(
  walk: Walk,
  value: unknown,
  kind: string,
  formats: readonly string[],
  requiredStrings: readonly string[],
): void {
  const example = `{ format: ${JSON.stringify(formats[0] ?? "")}, ${requiredStrings.map((k) => `${k}: "...", `).join("")}source: { bytes } }`;
  if (value === null || typeof value !== "object") {
    walk.report(messages.mediaNotObject(example, value));
    return;
  }
  if (isArray(value)) {
    walk.report(messages.mediaIsArray(example));
    return;
  }
  const back = walk.cycle(value);
  if (back !== undefined) {
    walk.report(messages.jsonCycle(formatPath(back)));
    return;
  }
  if (!isPlain(value)) {
    walk.report(messages.mediaNotPlain(example, objectKind(value).label));
    return;
  }
  walk.enter(value);
  let loaded: unknown;
  let toJSON: ToJSONSource | undefined;
  if (!walk.protoToJSON) {
    loaded = (value as Record<string, unknown>).toJSON;
    if (loaded !== undefined) toJSON = toJSONFound(value, loaded);
  } else toJSON = findToJSON(value);
  if (toJSON !== undefined) walk.report(messages.toJSON(toJSON, "object"));
  let format: unknown;
  let source: unknown;
  const strings: unknown[] = [];
  const unread: string[] = [];
  for (const key of keysOf(value)) {
    if (++walk.values > walk.maxValues) walk.tooManyValues(key);
    let v: unknown;
    if (key === "toJSON" && (toJSON !== undefined || !walk.protoToJSON)) {
      if (toJSON !== undefined) continue;
      v = loaded; // read once already, as JSON.stringify reads it
    } else {
      try {
        v = (value as Record<string, unknown>)[key];
      } catch (error) {
        walk.threw(error, key);
        unread.push(key);
        continue;
      }
    }
    const required = requiredStrings.indexOf(key);
    if (key === "format") format = v;
    else if (key === "source") source = v;
    else if (required >= 0) strings[required] = v;
    else if (v !== undefined) {
      walk.path.push(key);
      checkJson(walk, v, false);
      walk.path.pop();
    }
  }
  if (!unread.includes("format") && (typeof format !== "string" || !formats.includes(format))) {
    walk.report(messages.badFormat(kind, format, formats), "format");
  }
  requiredStrings.forEach((key, i) => {
    const v = strings[i];
    if (!unread.includes(key) && typeof v !== "string") walk.report(messages.mediaStringMissing(kind, key, v), key);
  });
  if (!unread.includes("source")) {
    walk.path.push("source");
    checkSource(walk, source);
    walk.path.pop();
  }
  walk.leave();
}

/** Checks a media block's `source`, at `walk.path`. */
function checkSource(walk: Walk, source: unknown): void {
  if (source === null || typeof source !== "object") {
    walk.report(messages.sourceNotObject(source));
    return;
  }
  if (isArray(source)) {
    walk.report(messages.sourceIsArray());
    return;
  }
  const back = walk.cycle(source);
  if (back !== undefined) {
    walk.report(messages.jsonCycle(formatPath(back)));
    return;
  }
  if (!isPlain(source)) {
    walk.report(messages.sourceNotPlain(objectKind(source).label));
    return;
  }
  walk.enter(source);
  let loaded: unknown;
  let toJSON: ToJSONSource | undefined;
  if (!walk.protoToJSON) {
    loaded = (source as Record<string, unknown>).toJSON;
    if (loaded !== undefined) toJSON = toJSONFound(source, loaded);
  } else toJSON = findToJSON(source);
  if (toJSON !== undefined) walk.report(messages.toJSON(toJSON, "object"));
  let bytes: unknown;
  let bytesRead = true;
  for (const key of keysOf(source)) {
    if (++walk.values > walk.maxValues) walk.tooManyValues(key);
    let v: unknown;
    if (key === "toJSON" && (toJSON !== undefined || !walk.protoToJSON)) {
      if (toJSON !== undefined) continue;
      v = loaded; // read once already, as JSON.stringify reads it
    } else {
      try {
        v = (source as Record<string, unknown>)[key];
      } catch (error) {
        walk.threw(error, key);
        if (key === "bytes") bytesRead = false;
        continue;
      }
    }
    if (key === "bytes") bytes = v;
    else if (v !== undefined) {
      walk.path.push(key);
      checkJson(walk, v, false);
      walk.path.pop();
    }
  }
  // The bytes are the one value that is not JSON data: the agent runtime sends them as bytes (a
  // Buffer's toJSON, say, is never used), so they are checked by what they are, not by JSON.stringify.
  if (!bytesRead) {
    // reported already
  } else if (bytes === undefined) walk.report(messages.bytesMissing(), "bytes");
  else if (!isUint8Array(bytes)) walk.report(messages.bytesNotUint8Array(bytes), "bytes");
  walk.leave();
}

/** The own enumerable keys of an object and their values, read once each as JSON.stringify reads them. */
interface Fields {
  /** The keys holding a value (a key holding `undefined` is absent), in for-in order. */
  readonly keys: string[];
  /** Each key's value. */
  readonly values: unknown[];
  /** Keys whose read threw (reported already). */
  unread: string[] | undefined;
}

/**
 * Reads the keys of a tagged block or of an object field in one (`resource`), reporting a toJSON that
 * JSON.stringify would call and any read that throws. The caller has checked that `object` is plain.
 */
function readFields(walk: Walk, object: object): Fields {
  let loaded: unknown;
  let toJSON: ToJSONSource | undefined;
  if (!walk.protoToJSON) {
    loaded = (object as Record<string, unknown>).toJSON;
    if (loaded !== undefined) toJSON = toJSONFound(object, loaded);
  } else toJSON = findToJSON(object);
  if (toJSON !== undefined) walk.report(messages.toJSON(toJSON, "object"));
  const fields: Fields = { keys: [], values: [], unread: undefined };
  for (const key of keysOf(object)) {
    if (++walk.values > walk.maxValues) walk.tooManyValues(key);
    let v: unknown;
    if (key === "toJSON" && (toJSON !== undefined || !walk.protoToJSON)) {
      if (toJSON !== undefined) continue;
      v = loaded; // read once already, as JSON.stringify reads it
    } else {
      try {
        v = (object as Record<string, unknown>)[key];
      } catch (error) {
        walk.threw(error, key);
        (fields.unread ??= []).push(key);
        continue;
      }
    }
    if (v === undefined) continue;
    fields.keys.push(key);
    fields.values.push(v);
  }
  return fields;
}

/**
 * Checks a tagged block (`{ type: "text", text: "..." }`) at `walk.path`. `sdk`: the MCP SDK parses it
 * (presets.ts, readByMcpSdk), so its fields' values follow MCP_FIELD_RULES too.
 */
function checkTaggedBlock(walk: Walk, block: unknown, tagged: CompiledTagged, sdk: boolean): void {
  const c = walk.c;
  const tag = tagged.tag;
  if (block === null || typeof block !== "object") {
    walk.report(messages.taggedNotObject(c.texts.block, tag, c.quoted.kinds, block));
    return;
  }
  const base = walk.path.length;
  const depth = walk.depth;
  try {
    if (isArray(block)) {
      walk.report(messages.taggedIsArray(c.texts.block, tag, c.quoted.kinds));
      return;
    }
    if (!isPlain(block)) {
      walk.report(messages.taggedNotPlain(c.texts.block, objectKind(block).label));
      return;
    }
    // Above a block are only the result and the content array (an array, so not this plain object).
    if (block === walk.ancestors[0]) {
      walk.report(messages.jsonCycle(formatPath([])));
      return;
    }
    walk.enter(block);
    const fields = readFields(walk, block);
    const at = fields.keys.indexOf(tag);
    if (fields.unread?.includes(tag)) {
      // reported already
    } else if (at < 0) {
      walk.report(
        hiddenKey(block, tag)
          ? messages.notEnumerable(tag)
          : messages.tagMissing(
              tag,
              c.quoted.kinds,
              fields.keys.find((key) => c.kindIndex(key) >= 0),
            ),
        tag,
      );
    } else {
      const kind = fields.values[at];
      const k = typeof kind === "string" ? c.kindIndex(kind) : -1;
      if (typeof kind !== "string") walk.report(messages.tagNotString(c.quoted.kinds, kind), tag);
      else if (k < 0) walk.report(messages.tagUnknown(kind, c.name, c.quoted.kinds), tag);
      else checkFieldSet(walk, block, fields, at, tagged.kinds[k]!, kind, "block", sdk);
    }
    walk.leave();
  } catch (error) {
    walk.unwind(depth, base);
    walk.threw(error);
  }
}

/**
 * Checks the fields read from `object` (a block, or an object field of one) against `set`, at
 * `walk.path`; `skip` is the index of the block's tag among them (-1: none). `owner` names the object
 * in the fix an extra field's message offers ("block", "resource").
 */
function checkFieldSet(
  walk: Walk,
  object: object,
  fields: Fields,
  skip: number,
  set: CompiledFields,
  kind: string,
  owner: string,
  sdk: boolean,
): void {
  const { keys, values, unread } = fields;
  let present: string[] | undefined;
  for (let i = 0; i < keys.length; i++) {
    if (i === skip) continue;
    const key = keys[i]!;
    const shape = set.fields.get(key);
    if (shape === undefined) {
      walk.report(messages.extraField(walk.c.name, kind, fixFor(walk.c.tagged!, set, owner)), key);
      continue;
    }
    if (set.exactlyOne.includes(key)) (present ??= []).push(key);
    checkField(walk, values[i], shape, key, kind, sdk);
  }
  for (const name of set.required) {
    if (keys.includes(name) || unread?.includes(name)) continue;
    walk.report(
      hiddenKey(object, name)
        ? messages.notEnumerable(name)
        : messages.fieldMissing(kind, name, shapeText(set.fields.get(name)!)),
      name,
    );
  }
  const one = set.exactlyOne;
  if (one.length > 0) {
    if (present === undefined) {
      if (!one.some((name) => unread?.includes(name))) walk.report(messages.noneOf(one));
    } else if (present.length > 1) walk.report(messages.severalOf(present, one));
  }
}

/** Checks the value of a field of a tagged block, found under `key` below `walk.path`. */
function checkField(walk: Walk, value: unknown, shape: CompiledShape, key: string, kind: string, sdk: boolean): void {
  const rule = sdk && hasOwn(MCP_FIELD_RULES, key) ? MCP_FIELD_RULES[key] : undefined;
  switch (shape) {
    case "string":
      if (typeof value !== "string") walk.report(messages.fieldType("a string", value), key);
      else if (rule === "base64" && !isBase64(value)) walk.report(messages.notBase64(value), key);
      return;
    case "number":
      if (typeof value !== "number") walk.report(messages.fieldType("a number", value), key);
      else if (value - value !== 0) walk.report(messages.jsonNumber(value), key);
      return;
    case "object":
      if (value === null || typeof value !== "object" || isArray(value)) {
        walk.report(messages.fieldType("an object", value), key);
        return;
      }
      if (rule === "annotations") {
        checkSdkObject(walk, value, key, messages.annotationsNotObject, checkAnnotations);
        return;
      }
      if (rule === "record") {
        checkRecord(walk, value, key);
        return;
      }
      break;
    case "array":
      if (!isArray(value)) {
        walk.report(messages.fieldType("an array", value), key);
        return;
      }
      if (rule === "icons") {
        checkSdkArray(walk, value as unknown[], key, checkIcon);
        return;
      }
      break;
    default:
      checkObjectField(walk, value, shape, key, kind, sdk);
      return;
  }
  walk.path.push(key);
  checkJson(walk, value, false);
  walk.path.pop();
}

/** An object field with fields of its own (MCP's embedded `resource`), under `key` below `walk.path`. */
function checkObjectField(
  walk: Walk,
  value: unknown,
  set: CompiledFields,
  key: string,
  kind: string,
  sdk: boolean,
): void {
  if (value === null || typeof value !== "object" || isArray(value)) {
    walk.report(messages.fieldType("an object", value), key);
    return;
  }
  walk.path.push(key);
  const back = walk.cycle(value);
  if (back !== undefined) walk.report(messages.jsonCycle(formatPath(back)));
  else if (!isPlain(value)) walk.report(messages.jsonNotPlain(objectKind(value)));
  else {
    walk.enter(value);
    checkFieldSet(walk, value, readFields(walk, value), -1, set, kind, key, sdk);
    walk.leave();
  }
  walk.path.pop();
}

/** What a field's shape is, in words: "a string", "an object". */
function shapeText(shape: CompiledShape): string {
  return shape === "string" || shape === "number" ? `a ${shape}` : shape === "array" ? "an array" : "an object";
}

/** Where an extra field of `owner` can go instead: its own data field (`_meta`), or the result's first data key. */
function fixFor(tagged: CompiledTagged, set: CompiledFields, owner: string): string {
  const places: string[] = [];
  const own = tagged.dataKeys.find((key) => set.fields.get(key) === "object");
  if (own !== undefined) places.push(`the ${owner}'s ${own}`);
  const top = tagged.dataKeys.find((key) => key !== own) ?? tagged.dataKeys[0];
  if (top !== undefined) places.push(`the result's ${top}`);
  return places.length > 0 ? places.join(" or ") : "a block of its own";
}

// The MCP SDK's schemas for field values (presets.ts, MCP_FIELD_RULES and MCP_DATA_KEY_RULES). Each
// object or array is read once, as the rest of the walk reads it: a field the SDK types is checked from
// the value read, never read again.

/** Own `__proto__`: a key that the SDK's zod parse (which assigns keys to a new object) turns into the prototype, dropping it. */
const PROTO_KEY = "__proto__";

/**
 * A record the SDK copies key by key (structuredContent, a block's `_meta`), under `key` below
 * `walk.path`: JSON data whose own `__proto__` key is reported, as the copy loses it.
 */
function checkRecord(walk: Walk, value: object, key: string): unknown {
  const entries: [string, unknown][] = [];
  walk.path.push(key);
  const copy = checkJson(walk, value, false, entries);
  if (entries.some((entry) => entry[0] === PROTO_KEY)) walk.report(messages.protoKeyDropped(), PROTO_KEY);
  walk.path.pop();
  return copy;
}

/**
 * An object whose fields an SDK schema types (annotations, an icon, the result's `_meta`, a related
 * task), under `key` below `walk.path`: `notObject` words the issue when it is not an object; a plain,
 * non-cyclic object has its fields, read once, checked by `check`.
 */
function checkSdkObject(
  walk: Walk,
  value: unknown,
  key: string | number,
  notObject: (value: unknown) => string,
  check: (walk: Walk, fields: Fields) => void,
): void {
  if (value === null || typeof value !== "object" || isArray(value)) {
    walk.report(notObject(value), key);
    return;
  }
  within(walk, value, key, () => {
    if (!isPlain(value)) walk.report(messages.jsonNotPlain(objectKind(value)));
    else {
      walk.enter(value);
      check(walk, readFields(walk, value));
      walk.leave();
    }
  });
}

/**
 * An array whose elements an SDK schema types (icons, an audience, an icon's sizes), under `key` below
 * `walk.path`: each element, read once (a hole as undefined, as JSON.stringify writes null), goes to
 * `check` with its index.
 */
function checkSdkArray(
  walk: Walk,
  array: unknown[],
  key: string,
  check: (walk: Walk, element: unknown, index: number) => void,
): void {
  within(walk, array, key, () => {
    walk.enter(array);
    const length = arrayLength(walk, array);
    for (let i = 0; i < (length ?? 0); i++) {
      let element: unknown;
      try {
        element = array[i];
      } catch (error) {
        walk.threw(error, i);
        continue;
      }
      check(walk, element, i);
    }
    walk.leave();
  });
}

/**
 * Runs `body` for an object or array of an SDK schema, under `key` below `walk.path`, unless it refers
 * back to one that contains it (a cycle, reported); a throw there (a revoked proxy) is an issue, and the
 * walk goes on.
 */
function within(walk: Walk, value: object, key: string | number, body: () => void): void {
  walk.path.push(key);
  const base = walk.path.length;
  const depth = walk.depth;
  try {
    const back = walk.cycle(value);
    if (back !== undefined) walk.report(messages.jsonCycle(formatPath(back)));
    else body();
  } catch (error) {
    walk.unwind(depth, base);
    walk.threw(error);
  }
  walk.path.pop();
}

/** `AnnotationsSchema`: audience, priority and lastModified typed; any other key stripped. */
function checkAnnotations(walk: Walk, fields: Fields): void {
  const { keys, values } = fields;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const value = values[i];
    if (key === "audience") {
      if (isArray(value)) checkSdkArray(walk, value as unknown[], key, checkRole);
      else walk.report(messages.audienceNotArray(value), key);
    } else if (key === "priority") {
      const { min, max } = MCP_ANNOTATIONS.priority;
      if (typeof value !== "number" || !(value >= min && value <= max)) walk.report(messages.priorityRange(value), key);
    } else if (key === "lastModified") {
      if (typeof value !== "string" || !isIsoDateTime(value)) walk.report(messages.notDateTime(value), key);
    } else walk.report(messages.annotationStripped(), key);
  }
}

/** An element of `annotations.audience`: "user" or "assistant". */
function checkRole(walk: Walk, role: unknown, index: number): void {
  const roles: readonly unknown[] = MCP_ANNOTATIONS.audience;
  if (!roles.includes(role)) walk.report(messages.roleUnknown(role), index);
}

/** An element of `icons`: an `IconSchema` object. */
function checkIcon(walk: Walk, icon: unknown, index: number): void {
  checkSdkObject(walk, icon, index, messages.iconNotObject, checkIconFields);
}

/** `IconSchema`: src (required) and mimeType strings, sizes an array of strings, theme "light" or "dark"; any other key stripped. */
function checkIconFields(walk: Walk, fields: Fields): void {
  const { keys, values, unread } = fields;
  const strings: readonly string[] = MCP_ICON.strings;
  const lists: readonly string[] = MCP_ICON.stringLists;
  const themes: readonly unknown[] = MCP_ICON.themes;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const value = values[i];
    if (strings.includes(key)) {
      if (typeof value !== "string") walk.report(messages.fieldType("a string", value), key);
    } else if (lists.includes(key)) {
      if (isArray(value)) checkSdkArray(walk, value as unknown[], key, checkString);
      else walk.report(messages.fieldType("an array of strings", value), key);
    } else if (key === "theme") {
      if (!themes.includes(value)) walk.report(messages.iconTheme(value), key);
    } else walk.report(messages.iconFieldStripped(), key);
  }
  const src = MCP_ICON.required;
  if (!keys.includes(src) && !unread?.includes(src)) walk.report(messages.iconSrcMissing(), src);
}

/** An element of an icon's `sizes`: a string. */
function checkString(walk: Walk, value: unknown, index: number): void {
  if (typeof value !== "string") walk.report(messages.fieldType('a string like "48x48"', value), index);
}

/**
 * The result's `_meta` (`RequestMetaSchema`): its reserved keys typed, an own `__proto__` key reported
 * (dropped by the parse), any other key JSON data.
 */
function checkResultMeta(walk: Walk, fields: Fields): void {
  const { keys, values } = fields;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const value = values[i];
    if (key === PROTO_KEY) walk.report(messages.protoKeyDropped(), key);
    else if (key === MCP_RESERVED_META.progressToken) {
      if (typeof value !== "string" && !isSafeInteger(value)) walk.report(messages.progressToken(value), key);
    } else if (key === MCP_RESERVED_META.relatedTask) {
      checkSdkObject(walk, value, key, messages.relatedTaskNotObject, checkRelatedTask);
    } else {
      walk.path.push(key);
      checkJson(walk, value, false);
      walk.path.pop();
    }
  }
}

/** `RelatedTaskMetadataSchema`: `{ taskId: string }`, any other key stripped. */
function checkRelatedTask(walk: Walk, fields: Fields): void {
  const { keys, values, unread } = fields;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key !== "taskId") walk.report(messages.relatedTaskStripped(), key);
    else if (typeof values[i] !== "string") walk.report(messages.fieldType("a string", values[i]), key);
  }
  if (!keys.includes("taskId") && !unread?.includes("taskId")) walk.report(messages.taskIdMissing(), "taskId");
}
