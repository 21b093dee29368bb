/**
 * Every message the runtime check writes, in one place. Each says what is wrong and how to fix it; the
 * walk prefixes the issue's path (`content[2].json: ...`).
 */
import { describeThrown, describeValue as describe, type ObjectKind } from "../../common/describe-value.js";
import { quoteList } from "../../common/text.js";

const EXAMPLE = `{ status: "success", content: [{ text: "..." }] }`;
const PLAIN_DATA = "A tool result must be plain data";

export const messages = {
  notAnObject: (value: unknown) => `expected a tool result, a plain object like ${EXAMPLE}, got ${describe(value)}.`,
  resultIsArray: () => `expected a tool result, a plain object like ${EXAMPLE}, got an array.`,
  resultNotPlain: (label: string) => `expected a plain object, got ${label}. Return an object literal like ${EXAMPLE}.`,
  extraKey: (topKeys: string) =>
    `not a tool-result key; the runtime drops it. Move it into a { json: ... } content block. A result carries only ${topKeys}.`,
  notAStringKey: (value: unknown) =>
    `expected a string, got ${describe(value)}. Leave it out to let the agent runtime set it.`,

  readThrew: (error: unknown) =>
    `reading it threw ${describeThrown(error)}. ${PLAIN_DATA}: replace the getter or proxy with a value.`,
  keysThrew: (error: unknown) => `listing its keys threw ${describeThrown(error)}. ${PLAIN_DATA}.`,
  inspectThrew: (error: unknown) => `inspecting it threw ${describeThrown(error)} (a revoked proxy?). ${PLAIN_DATA}.`,
  walkThrew: (error: unknown) =>
    `result: validation stopped because inspecting the value threw ${describeThrown(error)}.`,
  tooManyIssues: (maxIssues: number) => `result: more issues not listed; validation stops after ${maxIssues} issues.`,
  tooManyValues: (maxValues: number) =>
    `the result holds more than ${maxValues} values, so validation stopped here. Send large data another way (a file or a URL in a json block), or raise maxValues.`,

  statusMissing: (statuses: string) => `missing. Add status: one of ${statuses}.`,
  statusNotString: (statuses: string, value: unknown) => `expected one of ${statuses}, got ${describe(value)}.`,
  statusUnknown: (status: string, contract: string, statuses: string) =>
    `${JSON.stringify(status)} is not a status of the ${JSON.stringify(contract)} contract. Use one of ${statuses}.`,

  contentMissing: () => `missing. Add content: a non-empty array of blocks, such as [{ text: "..." }].`,
  contentNotArray: (value: unknown) => {
    const hint =
      typeof value === "string"
        ? ` Wrap the text in a text block: [{ text: ... }].`
        : value !== null && typeof value === "object"
          ? ` If it is a single block, wrap it in an array: [block].`
          : "";
    return `expected a non-empty array of blocks, got ${describe(value)}.${hint}`;
  },
  badLength: (length: unknown) => `its length is ${describe(length)}, not an array length. ${PLAIN_DATA}.`,
  contentEmpty: () => `empty. Give it at least one block, such as { text: "..." }.`,

  blockNotObject: (kinds: string, value: unknown) =>
    `expected a block, an object with exactly one of ${kinds}, got ${describe(value)}.${typeof value === "string" ? ` Wrap text in a text block: { text: ... }.` : ""}`,
  blockIsArray: (kinds: string) =>
    `expected a block, an object with exactly one of ${kinds}, got an array. Put its blocks directly in content.`,
  blockNotPlain: (kinds: string, label: string) =>
    `expected a block, a plain object with exactly one of ${kinds}, got ${label}.`,
  severalKinds: (names: readonly string[], kinds: string) => {
    const count = names.length === 2 ? "two blocks" : names.length === 3 ? "three blocks" : "one block each";
    return `block has ${names.length === 2 ? "both " : ""}${quoteList(names, "and")}; a block carries exactly one of ${kinds}. Split it into ${count}.`;
  },
  undefinedKind: () => `undefined, and JSON.stringify drops it. Give the block a value, or remove the block.`,
  emptyBlock: (kinds: string) => `empty block; a block carries exactly one of ${kinds}. Remove it or give it one.`,
  noKind: (kinds: string, keys: readonly string[]) =>
    `block has none of ${kinds} (it has ${quoteList(keys.slice(0, 5), "and")}${keys.length > 5 ? ", ..." : ""}). If this is data, wrap it in a json block: { json: { ... } }.`,
  textNotString: (kind: string, value: unknown) =>
    `expected a string, got ${describe(value)}. A ${kind} block holds text: convert it with String(...), or put structured data in a { json: ... } block.`,

  mediaNotObject: (example: string, value: unknown) => `expected an object like ${example}, got ${describe(value)}.`,
  mediaIsArray: (example: string) => `expected an object like ${example}, got an array.`,
  badFormat: (kind: string, format: unknown, formats: readonly string[]) =>
    `${format === undefined ? "missing" : `${describe(format)} is not a ${kind} format`}. Use one of ${quoteList(formats)}.`,
  mediaStringMissing: (kind: string, key: string, value: unknown) =>
    `expected a string, got ${describe(value)}. A ${kind} block needs a ${key}.`,
  sourceNotObject: (value: unknown) => `expected { bytes: Uint8Array }, got ${describe(value)}.`,
  bytesNotUint8Array: (value: unknown) =>
    `expected a Uint8Array (a Buffer is one), got ${describe(value)}.${typeof value === "string" ? " If it is base64, decode it: Uint8Array.from(atob(text), (c) => c.charCodeAt(0))." : ""}`,

  jsonNumber: (value: number) =>
    `${String(value)} is not a JSON number; JSON.stringify writes null. Use null, or a string like ${JSON.stringify(String(value))}.`,
  jsonUndefined: (inArray: boolean) =>
    `undefined; ${dropped(inArray)}. ${inArray ? "Remove the element or use null." : "Remove the key or use null."}`,
  jsonToJSON: () =>
    `a toJSON method; JSON.stringify would call it and write what it returns instead of this object. Store that data itself.`,
  jsonFunction: (inArray: boolean) => `a function; ${dropped(inArray)}. Remove it from the payload.`,
  jsonSymbol: (inArray: boolean) => `a symbol; ${dropped(inArray)}. Use a string.`,
  jsonBigint: (value: bigint) =>
    `${describe(value)}; JSON.stringify throws on a bigint. Convert it: Number(value) when it is small enough, or String(value).`,
  jsonCycle: (target: string) =>
    `refers back to ${target}, a cycle; JSON.stringify throws on cycles. Store an id or a copy instead of the reference.`,
  jsonTooDeep: (maxDepth: number) =>
    `nested more than ${maxDepth} levels deep; JSON.stringify and JSON parsers overflow their stack on deep nesting. Flatten the payload.`,
  jsonNotPlain: (kind: ObjectKind) => `${kind.label} is not JSON data: ${jsonHint(kind)}`,
  jsonSymbolKey: (symbol: symbol) =>
    `has the symbol-keyed property ${symbol.toString()}; JSON.stringify drops it. Use a string key.`,
};

function dropped(inArray: boolean): string {
  return inArray ? "JSON.stringify writes null in its place" : "JSON.stringify drops this key";
}

/** What JSON.stringify does with a non-plain object, and what to store instead. */
function jsonHint(kind: ObjectKind): string {
  switch (kind.tag) {
    case "Date":
      return "JSON.stringify calls its toJSON method and writes a string. Store the string yourself: date.toISOString().";
    case "Map":
      return "JSON.stringify writes it as {} and its entries are lost. Convert it: Object.fromEntries(map).";
    case "Set":
      return "JSON.stringify writes it as {} and its values are lost. Convert it: [...set].";
    case "TypedArray":
      return `JSON.stringify writes it as an object of indexes, not an array. Convert it: Array.from(value)${kind.name === "Uint8Array" ? ", or send binary data as an image block" : ""}.`;
    case "ArrayBuffer":
      return "JSON.stringify writes it as {}. Convert it: Array.from(new Uint8Array(buffer)).";
    case "Error":
      return "JSON.stringify writes {} because message and stack are not enumerable. Copy what you need: { name: err.name, message: err.message }.";
    case "RegExp":
      return "JSON.stringify writes it as {}. Store its source: regexp.source.";
    case "Promise":
      return "JSON.stringify writes it as {}. Await it and store the value.";
    case "Boxed":
      return "JSON.stringify unwraps it, so the copy differs. Store the primitive: value.valueOf().";
    default:
      return "JSON.stringify keeps only its own enumerable properties and the copy is a plain object. Store a plain object with the data: { ...value }.";
  }
}
