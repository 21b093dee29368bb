/**
 * Every message the runtime check writes, in one place. Each says what is wrong and how to fix it; the
 * walk prefixes the issue's path (`content[2].json: ...`). The errors for bad options and bad contracts
 * (`settings`) name the field.
 */
import { describeThrown, describeValue as describe, type ObjectKind } from "../../common/describe-value.js";
import { quoteList } from "../../common/text.js";
import { typedArrayName, type ToJSONSource } from "./values.js";

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

  notEnumerable: (key: string) =>
    `${JSON.stringify(key)} is there but not enumerable, so JSON.stringify drops it. Make it an ordinary property: write it in the object literal, or assign it.`,
  toJSON: (source: ToJSONSource, what: "object" | "array") => {
    const does = source.getter
      ? "JSON.stringify would call the getter, then the function it returns, and send what that returns"
      : "JSON.stringify calls it and sends what it returns";
    const fix =
      source.from === "own" || source.from === "proxy"
        ? "Remove it and store the data itself."
        : source.from === "prototype"
          ? `Use a plain ${what} instead.`
          : `Delete ${source.from}.toJSON: it changes every ${source.from === "Array.prototype" ? "array" : "object"} JSON.stringify writes.`;
    return `${toJSONText(source)}: ${does} instead of this ${what}. ${fix}`;
  },
  prototypesChanged: () =>
    `result: while the value was being checked, code it ran (a getter or a proxy trap) added an enumerable property or a toJSON to Object.prototype or Array.prototype, so JSON.stringify would not write what was checked. Remove that code.`,

  readThrew: (error: unknown) =>
    `reading it threw ${describeThrown(error)}. ${PLAIN_DATA}: replace the getter or proxy with a value.`,
  keysThrew: (error: unknown) => `listing its keys threw ${describeThrown(error)}. ${PLAIN_DATA}.`,
  inspectThrew: (error: unknown) => `inspecting it threw ${describeThrown(error)} (a revoked proxy?). ${PLAIN_DATA}.`,
  walkThrew: (error: unknown) =>
    `result: validation stopped because inspecting the value threw ${describeThrown(error)}.`,
  tooManyIssues: (maxIssues: number) => `result: more issues not listed; validation stops after ${maxIssues} issues.`,
  tooManyValues: (maxValues: number) =>
    `the result holds more than ${maxValues} values, so validation stopped here. Send large data another way (a file or a URL in a json block), or raise maxValues.`,
  arrayTooLong: (length: number, maxValues: number) =>
    `an array of ${length} elements is more than the ${maxValues} values validation allows (JSON.stringify writes every element, a hole as null), so validation stopped here. Send large data another way (a file or a URL in a json block), or raise maxValues.`,

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
  mediaNotPlain: (example: string, label: string) =>
    `expected a plain object like ${example}, got ${label}; JSON.stringify keeps only its own enumerable properties. Write it as an object literal.`,
  badFormat: (kind: string, format: unknown, formats: readonly string[]) =>
    `${format === undefined ? "missing" : `${describe(format)} is not a ${kind} format`}. Use one of ${quoteList(formats)}.`,
  mediaStringMissing: (kind: string, key: string, value: unknown) =>
    `expected a string, got ${describe(value)}. A ${kind} block needs a ${key}.`,
  sourceNotObject: (value: unknown) => `expected { bytes: Uint8Array }, got ${describe(value)}.`,
  sourceIsArray: () => `expected { bytes: Uint8Array }, got an array.`,
  sourceNotPlain: (label: string) =>
    `expected a plain object { bytes: Uint8Array }, got ${label}; JSON.stringify keeps only its own enumerable properties. Write it as an object literal.`,
  bytesMissing: () => `missing. Add bytes: a Uint8Array (a Buffer is one).`,
  bytesNotUint8Array: (value: unknown) =>
    `expected a Uint8Array (a Buffer is one), got ${typedArrayName(value) === undefined ? describe(value) : typedArrayLabel(typedArrayName(value)!)}.${typeof value === "string" ? " If it is base64, decode it: Uint8Array.from(atob(text), (c) => c.charCodeAt(0))." : ""}`,

  jsonNumber: (value: number) =>
    `${String(value)} is not a JSON number; JSON.stringify writes null. Use null, or a string like ${JSON.stringify(String(value))}.`,
  jsonUndefined: () => `undefined; JSON.stringify writes null in its place. Remove the element or use null.`,
  jsonFunction: (inArray: boolean) => `a function; ${dropped(inArray)}. Remove it from the payload.`,
  jsonSymbol: (inArray: boolean) => `a symbol; ${dropped(inArray)}. Use a string.`,
  jsonBigint: (value: bigint) =>
    `${describe(value)}; JSON.stringify throws on a bigint. Convert it: Number(value) when it is small enough, or String(value).`,
  jsonCycle: (target: string) =>
    `refers back to ${target}, a cycle; JSON.stringify throws on cycles. Store an id or a copy instead of the reference.`,
  jsonTooDeep: (maxDepth: number) =>
    `nested more than ${maxDepth} levels deep; JSON.stringify and JSON parsers overflow their stack on deep nesting. Flatten the payload.`,
  jsonNotPlain: (kind: ObjectKind) => `${kind.label} is not JSON data: ${jsonHint(kind)}`,
};

/** Errors for options and contracts that cannot be used: each names the field. */
export const settings = {
  optionsNotObject: (options: unknown) =>
    `validateToolResult: options must be an object like { maxIssues: 100 }, got ${describe(options)}.`,
  optionThrew: (name: string, error: unknown) =>
    `validateToolResult: reading options.${name} threw ${describeThrown(error)}. Pass a plain object of numbers.`,
  badOption: (name: string, value: unknown, max: number) =>
    `validateToolResult: options.${name} must be a whole number ${max === Number.MAX_SAFE_INTEGER ? "of at least 1" : `from 1 to ${max}`}, got ${describe(value)}. Leave it out for the default.`,
  unknownPreset: (name: string, presets: readonly string[]) =>
    `Unknown tool-result contract preset ${JSON.stringify(name)}. Use one of ${presets.map((n) => JSON.stringify(n)).join(", ")}, or pass a contract object.`,
  contractNotObject: (contract: unknown) =>
    `Expected a tool-result contract object or a preset name, got ${describe(contract)}.`,
  contractFieldThrew: (field: string, error: unknown) =>
    `Invalid tool-result contract: reading ${field} threw ${describeThrown(error)}. Pass a plain object.`,
  contractName: (value: unknown) => `Invalid tool-result contract: name must be a string, got ${describe(value)}.`,
  contractList: (field: string, value: unknown) =>
    `Invalid tool-result contract: ${field} must be an array of strings, got ${describe(value)}.`,
  contractItem: (field: string, value: unknown) =>
    `Invalid tool-result contract: ${field} must be a string, got ${describe(value)}.`,
  contractNoKinds: () => "Invalid tool-result contract: blockKinds must not be empty.",
  contractRepeats: (field: string, item: string) =>
    `Invalid tool-result contract: ${field} is ${JSON.stringify(item)}, listed twice. List each once.`,
};

function toJSONText(source: ToJSONSource): string {
  const what = source.getter ? "a toJSON getter" : "a toJSON method";
  switch (source.from) {
    case "own":
      return `has ${what} of its own`;
    case "proxy":
      return `is a proxy whose get trap answers ${what}`;
    case "prototype":
      return `inherits ${what} from its prototype`;
    default:
      return `inherits ${what} from ${source.from}`;
  }
}

/** A typed array by its internal slot, not by what its `Symbol.toStringTag` claims: `an Int8Array`. */
function typedArrayLabel(name: string): string {
  return `${/^[AEIOU]/u.test(name) ? "an" : "a"} ${name}`;
}

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
