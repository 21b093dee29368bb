/**
 * Every message the runtime check writes, in one place. Each says what is wrong and how to fix it; the
 * walk prefixes the issue's path (`content[2].json: ...`). The errors for bad options (`options`) name
 * the option. A value from the result (a status, a tag, a key) is quoted cut to 200 characters, so a
 * message stays short whatever the result holds.
 */
import { didYouMean } from "../../common/closest.js";
import { describeThrown, describeValue as describe, type ObjectKind } from "../../common/describe-value.js";
import { quote, quoteList } from "../../common/text.js";
import { typedArrayName, type ToJSONSource } from "./values.js";

const PLAIN_DATA = "A tool result must be plain data";
/** What the MCP SDK does with a result whose field fails its schema. */
const CALL_FAILS = "the MCP SDK fails the whole call (JSON-RPC -32602)";
/** A data: URL with base64 data, the usual slip for an image's data. */
const DATA_URL = /^data:[^,]*;base64,/iu;

export const messages = {
  // `example` is a result of the contract, like `{ status: "success", content: [{ text: "..." }] }`.
  notAnObject: (example: string, value: unknown) =>
    `expected a tool result, a plain object like ${example}, got ${describe(value)}.`,
  resultIsArray: (example: string) => `expected a tool result, a plain object like ${example}, got an array.`,
  resultNotPlain: (example: string, label: string) =>
    `expected a plain object, got ${label}. Return an object literal like ${example}.`,
  extraKey: (topKeys: string, dataKeys: readonly string[]) =>
    dataKeys.length > 0
      ? `not a tool-result key; clients do not read it. Move it into ${dataKeys.join(" or ")}. A result carries only ${topKeys}.`
      : `not a tool-result key; the runtime drops it. Move it into a { json: ... } content block. A result carries only ${topKeys}.`,
  statusKey: (contract: string, isError: boolean, topKeys: string) =>
    isError
      ? `not a key of the ${quote(contract)} contract; MCP results mark failure with isError: true. Remove status, and set isError: true when the tool failed.`
      : `not a key of the ${quote(contract)} contract, whose results carry no status. A result carries only ${topKeys}.`,
  discriminatorValue: (expected: string, value: unknown) =>
    `expected ${JSON.stringify(expected)}, the one value this key has in the contract (it names the result's kind), got ${describe(value)}. Write ${JSON.stringify(expected)}, or leave it out.`,
  notAStringKey: (value: unknown) =>
    `expected a string, got ${describe(value)}. Leave it out to let the agent runtime set it.`,
  notABooleanKey: (value: unknown) =>
    `expected a boolean, got ${describe(value)}. Write true or false${typeof value === "string" ? " without quotes" : ""}, or leave it out (false).`,
  dataNotObject: (value: unknown) =>
    `expected an object of data, got ${describe(value)}.${Array.isArray(value) ? " Wrap it in an object: { items: [...] }." : " Put it under a key: { value: ... }."}`,

  notEnumerable: (key: string) =>
    `${quote(key)} is there but not enumerable, so JSON.stringify drops it. Make it an ordinary property: write it in the object literal, or assign it.`,
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
    `${quote(status)} is not a status of the ${quote(contract)} contract. Use one of ${statuses}.`,

  // `block` is a text block of the contract, like `{ text: "..." }` or `{ type: "text", text: "..." }`.
  contentMissing: (block: string, empty: boolean) =>
    `missing. Add content: a${empty ? "n" : " non-empty"} array of blocks, such as [${block}].`,
  contentNotArray: (block: string, empty: boolean, value: unknown) => {
    const hint =
      typeof value === "string"
        ? ` Wrap the text in a text block: [${block}].`
        : value !== null && typeof value === "object"
          ? ` If it is a single block, wrap it in an array: [block].`
          : "";
    return `expected a${empty ? "n" : " non-empty"} array of blocks, got ${describe(value)}.${hint}`;
  },
  badLength: (length: unknown) => `its length is ${describe(length)}, not an array length. ${PLAIN_DATA}.`,
  contentEmpty: (block: string) => `empty. Give it at least one block, such as ${block}.`,

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
  // Tagged blocks (MCP): `{ type: "text", text: "..." }`.
  taggedNotObject: (block: string, tag: string, kinds: string, value: unknown) =>
    `expected a block, an object like ${block} whose ${tag} is one of ${kinds}, got ${describe(value)}.${typeof value === "string" ? ` Wrap text in a text block: ${block}.` : ""}`,
  taggedIsArray: (block: string, tag: string, kinds: string) =>
    `expected a block, an object like ${block} whose ${tag} is one of ${kinds}, got an array. Put its blocks directly in content.`,
  taggedNotPlain: (block: string, label: string) =>
    `expected a block, a plain object like ${block}, got ${label}. Write it as an object literal.`,
  tagMissing: (tag: string, kinds: string, kind: string | undefined) =>
    `missing. A block names its kind in ${tag}: one of ${kinds}.${kind === undefined ? "" : ` Write { ${tag}: ${quote(kind)}, ${kind}: ... } instead of { ${kind}: ... }.`}`,
  tagNotString: (kinds: string, value: unknown) => `expected one of ${kinds}, got ${describe(value)}.`,
  tagUnknown: (tag: string, contract: string, kinds: string) =>
    `${quote(tag)} is not a block kind of the ${quote(contract)} contract. Use one of ${kinds}.`,
  fieldMissing: (kind: string, field: string, shape: string) =>
    `missing. A ${quote(kind)} block needs ${field}: ${shape}.`,
  fieldType: (shape: string, value: unknown) => `expected ${shape}, got ${describe(value)}.`,
  extraField: (contract: string, kind: string, fix: string) =>
    `not a field of ${contract === "mcp" ? "an MCP" : `a ${quote(contract)}`} ${quote(kind)} block; the SDK strips it. Move it into ${fix}.`,
  // What the MCP SDK's schemas (CallToolResultSchema) do beyond field types (contract/presets.ts, MCP_FIELD_RULES).
  protoKeyDropped: () =>
    `an own "__proto__" key; the MCP SDK drops it (its parse copies keys by assignment, which sets the prototype instead), so the client never sees it. Rename the key.`,
  notBase64: (value: string) =>
    DATA_URL.test(value)
      ? `a data: URL, not base64; ${CALL_FAILS} ("Invalid Base64 string"). Send the part after the comma, ${quote(value.slice(value.indexOf(",") + 1))}, with its type in mimeType.`
      : `not base64 (only letters, digits, "+", "/" and up to two "=" at the end, in groups of four); ${CALL_FAILS} ("Invalid Base64 string"). Encode the bytes: Buffer.from(bytes).toString("base64").`,
  annotationsNotObject: (value: unknown) =>
    `expected annotations, an object like { audience: ["user"], priority: 0.5 }, got ${describe(value)}.`,
  audienceNotArray: (value: unknown) =>
    `expected an array of "user" and "assistant", got ${describe(value)}; ${CALL_FAILS}.${typeof value === "string" ? ` Wrap it: [${quote(value)}].` : ""}`,
  roleUnknown: (value: unknown) =>
    `expected "user" or "assistant", got ${describe(value)}; ${CALL_FAILS} on any other role. Use one of them, or leave audience out.`,
  priorityRange: (value: unknown) =>
    `expected a number from 0 to 1 (0: least important, 1: most), got ${describe(value)}; ${CALL_FAILS}. Scale it into 0..1, or leave priority out.`,
  notDateTime: (value: unknown) =>
    `expected an ISO 8601 date-time with seconds and a time zone, like "2025-01-01T00:00:00Z", got ${describe(value)}; ${CALL_FAILS}. Write date.toISOString().`,
  annotationStripped: () =>
    `not an MCP annotation (those are audience, priority and lastModified); the SDK strips it. Move it into the block's _meta.`,
  iconNotObject: (value: unknown) =>
    `expected an Icon, an object like { src: "https://example.com/icon.png", mimeType: "image/png" }, got ${describe(value)}; ${CALL_FAILS}.${typeof value === "string" ? ` Write { src: ${quote(value)} }.` : ""}`,
  iconTheme: (value: unknown) =>
    `expected "light" or "dark", got ${describe(value)}; ${CALL_FAILS}. Use one of them, or leave theme out.`,
  iconFieldStripped: () =>
    `not a field of an MCP Icon (those are src, mimeType, sizes and theme); the SDK strips it. Remove it.`,
  iconSrcMissing: () => `missing. An Icon needs src: the icon's URL (or a data: URI); ${CALL_FAILS} without it.`,
  progressToken: (value: unknown) =>
    `expected a string or an integer (a reserved _meta key: the request's progress token), got ${describe(value)}; ${CALL_FAILS}. Send the token the request gave, or put your data under another _meta key.`,
  relatedTaskNotObject: (value: unknown) =>
    `expected { taskId: "..." } (a reserved _meta key), got ${describe(value)}; ${CALL_FAILS}.${typeof value === "string" ? ` Write { taskId: ${quote(value)} }.` : ""}`,
  relatedTaskStripped: () =>
    `not a field of the related task (it has only taskId); the SDK strips it. Move it into another _meta key.`,
  taskIdMissing: () => `missing. The related task needs taskId: a string; ${CALL_FAILS} without it.`,

  // What the Strands TypeScript SDK's converter (toolResultContentFromData) does with a block (contract/presets.ts).
  convertedAway: (kind: string) =>
    `not read by the Strands SDK: its converter keeps only the block's ${kind} and drops it (snapshots, multi-agent state and graph input lose it). Move it into a json block: { json: { ... } }.`,
  shadowingKind: (key: string, kind: string, order: readonly string[]) =>
    `undefined beside ${kind}; the Strands SDK finds a block's kind with \`in\` (${order.join(", ")}, in that order), so it makes an empty ${key} block of this one and the ${kind} is lost. Remove the ${key} key.`,
  noneOf: (names: readonly string[]) => `needs exactly one of ${quoteList(names)}; it has none. Add one.`,
  severalOf: (present: readonly string[], names: readonly string[]) =>
    `has ${present.length === 2 ? "both " : ""}${quoteList(present, "and")}; it carries exactly one of ${quoteList(names)}. Keep one.`,

  textNotString: (kind: string, value: unknown) =>
    `expected a string, got ${describe(value)}. A ${kind} block holds text: convert it with String(...), or put structured data in a { json: ... } block.`,

  mediaNotObject: (example: string, value: unknown) => `expected an object like ${example}, got ${describe(value)}.`,
  mediaIsArray: (example: string) => `expected an object like ${example}, got an array.`,
  mediaNotPlain: (example: string, label: string) =>
    `expected a plain object like ${example}, got ${label}; JSON.stringify keeps only its own enumerable properties. Write it as an object literal.`,
  badFormat: (kind: string, format: unknown, formats: readonly string[]) =>
    `${format === undefined ? "missing" : `${describe(format)} is not ${/^[aeiou]/u.test(kind) ? "an" : "a"} ${kind} format`}. Use one of ${quoteList(formats)}.`,
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

  // The outputSchema check (output-schema.ts); the messages about the SDK's behaviour are the contract's (contract/mcp-messages.ts).
  outputBudget: (budget: number) =>
    `checking structuredContent against the outputSchema took more than ${budget} steps (nested anyOf or oneOf?), so the check stopped here. Simplify the schema, or raise maxValues.`,
  outputCheckThrew: (error: unknown) =>
    `checking it against the outputSchema threw ${describeThrown(error)}, so it could not be checked.`,
  outputValidateThrew: (error: unknown) =>
    `the outputSchema's ~standard.validate threw ${describeThrown(error)} on this value, so it could not be checked.`,
  outputValidateAnswer: (value: unknown) =>
    `the outputSchema's ~standard.validate answered ${describe(value)}, not a Standard Schema result ({ value } or { issues }), so the value could not be checked.`,
};

/** Errors for options that cannot be used: each names the option (bad contracts are the contract parser's, contract/define.ts). */
export const options = {
  notObject: (value: unknown) => `options must be an object like { maxIssues: 100 }, got ${describe(value)}.`,
  threw: (error: unknown) => `reading the options threw ${describeThrown(error)}. Pass a plain object of numbers.`,
  unknown: (name: string, known: readonly string[]) =>
    `${quote(name)} is not an option. The options are ${known.join(", ")}.${didYouMean(name, known)}`,
  optionThrew: (name: string, error: unknown) =>
    `reading options.${name} threw ${describeThrown(error)}. Pass a plain object of numbers.`,
  outputSchemaBad: (value: unknown) =>
    `options.outputSchema must be a Standard Schema (a zod schema, say) or a JSON Schema object, got ${describe(value)}.`,
  outputSchemaThrew: (error: unknown) =>
    `reading options.outputSchema threw ${describeThrown(error)}. Pass a Standard Schema or a plain JSON Schema object.`,
  outputSchemaInvalid: (text: string) => `options.outputSchema cannot be checked: ${text}`,
  /** What the MCP SDK's Tool schema (2025-11-25 protocol, 1.x and 2.x clients) refuses of an outputSchema's root. */
  outputSchemaRoot: () =>
    `the root must be an object schema with "type": "object": an MCP SDK 1.x server sends the schema as it is, and clients of the 2025-11-25 protocol (SDK 1.x and 2.x) fail tools/list on any other root (a 2.x server wraps it as { result } for them). Wrap it yourself: { "type": "object", "properties": { "result": <schema> }, "required": ["result"] }, and return structuredContent: { result }.`,
  outputSchemaNoDocument: (error: unknown) =>
    `its ~standard.jsonSchema.output threw ${describeThrown(error)}: MCP SDK servers advertise that JSON Schema, so tools/list fails and no client can call the tool. Take the transform or custom type out of the output schema.`,
  outputSchemaZod3: () =>
    `a zod 3 schema (zod/v3) gives no JSON Schema of itself; MCP SDK 1.x converts it (additionalProperties: false, regular expressions without their flags) and clients check what it advertises, which this check cannot see. Use a zod 4 schema, or pass the JSON Schema the tool advertises.`,
  outputSchemaBooleanProperty: (value: boolean) =>
    `a property schema written as ${String(value)} fails tools/list in MCP SDK 1.x clients, whose Tool schema wants an object there. Write ${value ? "{}" : '{ "allOf": [false] }'} instead.`,
  outputSchemaContract: (contract: string) =>
    `options.outputSchema checks structuredContent, which the ${quote(contract)} contract does not have. Use it with the "mcp" contract.`,
  outputSchemaAsync: () =>
    `options.outputSchema validates asynchronously (its ~standard.validate returned a Promise), and this function answers at once. Use validateToolResultAsync, which waits for it.`,
  bad: (name: string, value: unknown, max: number) =>
    `options.${name} must be a whole number ${max === Number.MAX_SAFE_INTEGER ? "of at least 1" : `from 1 to ${max}`}, got ${describe(value)}. Leave it out for the default.`,
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
      return kind.name === "BigInt"
        ? "JSON.stringify unwraps it to a bigint and throws. Convert it: Number(value) when it is small enough, or String(value)."
        : "JSON.stringify unwraps it, so the copy differs. Store the primitive: value.valueOf().";
    default:
      return "JSON.stringify keeps only its own enumerable properties and the copy is a plain object. Store a plain object with the data: { ...value }.";
  }
}
