/**
 * The contract as JSON Schema (draft 2020-12), for consumers in other languages. A pure function of a
 * contract: `contract.schema.json` at the package root is `contractToJsonSchema(DEFAULT_CONTRACT)`,
 * written by `scripts/write-contract-schema.mjs` during `npm run build`.
 *
 * What JSON Schema cannot say, and the runtime checks on top (see the README's "At run time"):
 * - a media block's `source.bytes` is a `Uint8Array`: JSON has no bytes type, so the schema asks for an
 *   object (how a validator such as ajv sees a `Uint8Array`);
 * - JavaScript-only values (functions, bigint, NaN, class instances, cycles, `toJSON` methods, getters
 *   and proxies) and limits on depth and size: a JSON document cannot hold the former, and the latter
 *   are the runtime's own.
 *
 * The rule for `undefined` is JSON.stringify's, and the runtime, the lint rules and this schema share
 * it: a key holding `undefined` (at the top level, in a block, in a json payload) counts as absent,
 * because JSON.stringify drops it and a JSON document cannot hold it; an `undefined` array element is
 * not absent (JSON.stringify writes null there). The schema sees the JSON, so it checks exactly the
 * keys that remain.
 */
import type { JsonSchema } from "../common/json-schema.js";
import { contractOf, type ContractInput } from "./define.js";
import { KEY_DESCRIPTIONS, KEY_TYPES } from "./keys.js";
import {
  BLOCK_SHAPES,
  DEFAULT_CONTRACT,
  MCP_ANNOTATIONS,
  MCP_DATA_KEY_RULES,
  MCP_FIELD_RULES,
  MCP_ICON,
  MCP_PATTERNS,
  MCP_RESERVED_META,
  readByMcpSdk,
  readByStrandsConverter,
  requiredKeysOf,
  topLevelKeys,
  type McpValueRule,
  type BlockShape,
  type FieldSet,
  type FieldShape,
  type TaggedBlocks,
  type ToolResultContract,
} from "./presets.js";

export const JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema";

export type { JsonSchema };

/**
 * The JSON Schema of `input`: a preset name or a contract object (a partial one completed over its preset,
 * as `defineContract` completes it); the default contract when left out. Throws an `InvalidContractError`
 * that names the field (or the presets, for an unknown name) for a contract that cannot be used.
 */
export function contractToJsonSchema(input: ContractInput = DEFAULT_CONTRACT): JsonSchema {
  const contract = contractOf(input);
  // The MCP SDK parses the results of a contract with MCP_BLOCKS: its schemas type more than the fields' kinds.
  const sdk = readByMcpSdk(contract);
  const required = requiredKeysOf(contract);
  const defs: Record<string, JsonSchema> = {};
  const properties: Record<string, JsonSchema> = {};
  if (required.includes("status")) {
    properties.status = { description: "How the operation went.", enum: [...contract.statuses] };
  }
  properties.content = {
    description: `What the model sees: a${contract.emptyContent ? "n" : " non-empty"} array of content blocks.`,
    type: "array",
    ...(contract.emptyContent ? {} : { minItems: 1 }),
    items: { $ref: "#/$defs/block" },
  };
  for (const key of topLevelKeys(contract)) {
    if (required.includes(key)) continue;
    if (key === contract.discriminator?.key) {
      properties[key] = {
        description: "The kind of object, for results that carry one (the Strands TypeScript SDK's ToolResultBlock).",
        const: contract.discriminator.value,
      };
      continue;
    }
    const type = Object.hasOwn(KEY_TYPES, key) ? KEY_TYPES[key] : undefined;
    const description =
      (Object.hasOwn(KEY_DESCRIPTIONS, key) ? KEY_DESCRIPTIONS[key] : undefined) ??
      "Allowed by the contract; set by the agent runtime.";
    const rule = sdk && Object.hasOwn(MCP_DATA_KEY_RULES, key) ? MCP_DATA_KEY_RULES[key] : undefined;
    properties[key] =
      rule !== undefined
        ? { description, ...mcpValueSchema(rule, defs) }
        : type === undefined
          ? { description }
          : type === "object"
            ? { description, ...dataSchema("object", defs) }
            : { description, type };
  }

  const blockDef = contract.taggedBlocks
    ? taggedBlockSchema(contract.taggedBlocks, contract.blockKinds, defs, sdk)
    : keyedBlockSchema(contract, defs);
  const data = contract.dataKeys?.length
    ? ` in ${contract.dataKeys.join(" or ")}`
    : " in a { json: ... } content block";

  return {
    $schema: JSON_SCHEMA_DIALECT,
    $id: `urn:eslint-plugin-tool-result:contract:${contract.name}`,
    title: `Tool result (${contract.name} contract)`,
    description: `A tool result: ${required.join(" and ")}, and nothing else the agent runtime would drop. Telemetry goes${data}. In JavaScript, a key holding undefined counts as absent, as JSON.stringify drops it. Generated from the contract data of eslint-plugin-tool-result.`,
    type: "object",
    required: [...required],
    properties,
    additionalProperties: false,
    $defs: { block: blockDef, ...defs },
  };
}

/** Keyed blocks (`{ text }`): exactly one kind key each; other keys in a block are not checked, but under the Strands tag. */
function keyedBlockSchema(contract: ToolResultContract, defs: Record<string, JsonSchema>): JsonSchema {
  const blockProperties: Record<string, JsonSchema | boolean> = {};
  for (const kind of contract.blockKinds) {
    const shape: BlockShape | undefined = Object.hasOwn(BLOCK_SHAPES, kind) ? BLOCK_SHAPES[kind] : undefined;
    blockProperties[kind] = shape === undefined ? true : blockValueSchema(kind, shape, defs);
  }
  const kinds = contract.blockKinds.map((k) => JSON.stringify(k)).join(", ");
  // The Strands SDK's converter keeps only the field of a block's kind: another key would be lost.
  const closed = readByStrandsConverter(contract);
  const others = closed
    ? "A block holds nothing else: the Strands SDK keeps only its kind's field (move other data into a json block)."
    : "Other keys in a block may hold any JSON value.";
  return {
    description: `A content block: an object that carries exactly one of ${kinds}. ${others} In JavaScript, a key holding undefined counts as absent, as JSON.stringify drops it.`,
    type: "object",
    properties: blockProperties,
    oneOf: contract.blockKinds.map((kind) => ({ required: [kind] })),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

/** Tagged blocks (`{ type: "text", text }`): one branch per kind, with exactly its own fields. */
function taggedBlockSchema(
  tagged: TaggedBlocks,
  kinds: readonly string[],
  defs: Record<string, JsonSchema>,
  sdk: boolean,
): JsonSchema {
  const names = kinds.map((k) => JSON.stringify(k)).join(", ");
  return {
    description: `A content block: an object whose ${JSON.stringify(tagged.tag)} is one of ${names}, with that kind's fields and no others (the SDK strips any other).`,
    oneOf: kinds.map((kind) => {
      const fields: FieldSet = Object.hasOwn(tagged.kinds, kind) ? tagged.kinds[kind]! : { required: {} };
      const schema = fieldSetSchema(fields, defs, sdk);
      return {
        ...schema,
        required: [tagged.tag, ...(schema.required as string[])],
        properties: { [tagged.tag]: { const: kind }, ...(schema.properties as Record<string, JsonSchema>) },
      };
    }),
  };
}

function fieldSetSchema(fields: FieldSet, defs: Record<string, JsonSchema>, sdk: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const exactlyOne = Object.entries(fields.exactlyOne ?? {});
  for (const [name, shape] of [
    ...Object.entries(fields.required),
    ...Object.entries(fields.optional ?? {}),
    ...exactlyOne,
  ])
    properties[name] = fieldSchema(name, shape, defs, sdk);
  return {
    type: "object",
    required: Object.keys(fields.required),
    properties,
    additionalProperties: false,
    ...(exactlyOne.length > 0 ? { oneOf: exactlyOne.map(([name]) => ({ required: [name] })) } : {}),
  };
}

function fieldSchema(name: string, shape: FieldShape, defs: Record<string, JsonSchema>, sdk: boolean): JsonSchema {
  const rule = sdk && Object.hasOwn(MCP_FIELD_RULES, name) ? MCP_FIELD_RULES[name] : undefined;
  if (rule !== undefined) return mcpValueSchema(rule, defs);
  if (typeof shape !== "string") return fieldSetSchema(shape.object, defs, sdk);
  return shape === "object" || shape === "array" ? dataSchema(shape, defs) : { type: shape };
}

/** What the MCP SDK's schemas accept for a value of each rule (presets.ts, MCP_FIELD_RULES): what the runtime checks. */
function mcpValueSchema(rule: McpValueRule, defs: Record<string, JsonSchema>): JsonSchema {
  // The SDK's parse assigns a record's keys to a new object, where `__proto__` sets the prototype instead.
  const record = { ...dataSchema("object", defs), propertyNames: { not: { const: "__proto__" } } };
  const string = { type: "string" };
  switch (rule) {
    case "base64":
      return { type: "string", contentEncoding: "base64", pattern: MCP_PATTERNS.base64 };
    case "record":
      return record;
    case "annotations":
      return {
        type: "object",
        properties: {
          audience: { type: "array", items: { enum: [...MCP_ANNOTATIONS.audience] } },
          priority: { type: "number", minimum: MCP_ANNOTATIONS.priority.min, maximum: MCP_ANNOTATIONS.priority.max },
          lastModified: { type: "string", pattern: MCP_PATTERNS.dateTime },
        },
        additionalProperties: false,
      };
    case "icons": {
      const properties: Record<string, JsonSchema> = { theme: { enum: [...MCP_ICON.themes] } };
      for (const key of MCP_ICON.strings) properties[key] = string;
      for (const key of MCP_ICON.stringLists) properties[key] = { type: "array", items: string };
      return {
        type: "array",
        items: { type: "object", required: [MCP_ICON.required], properties, additionalProperties: false },
      };
    }
    case "meta":
      return {
        ...record,
        properties: {
          [MCP_RESERVED_META.progressToken]: {
            anyOf: [string, { type: "integer", minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }],
          },
          [MCP_RESERVED_META.relatedTask]: {
            type: "object",
            required: ["taskId"],
            properties: { taskId: string },
            additionalProperties: false,
          },
        },
      };
  }
}

/**
 * An object or an array of JSON values. On a JSON document this is just the type (every value in one is
 * JSON); validators that check live JavaScript values (ajv on an object) then reject a function or NaN
 * inside, as the runtime does.
 */
function dataSchema(type: "object" | "array", defs: Record<string, JsonSchema>): JsonSchema {
  const items = { $ref: jsonValueRef(defs) };
  return type === "object" ? { type, additionalProperties: items } : { type, items };
}

/** Defines `jsonValue` in `defs`, and returns its reference. */
function jsonValueRef(defs: Record<string, JsonSchema>): string {
  // anyOf rather than a union `type`, so that the schema compiles under ajv's strict defaults.
  defs.jsonValue = {
    description: "Any JSON value: a string, a finite number, an object or an array of JSON values, a boolean or null.",
    anyOf: [
      { type: "string" },
      { type: "number" },
      { type: "object", additionalProperties: { $ref: "#/$defs/jsonValue" } },
      { type: "array", items: { $ref: "#/$defs/jsonValue" } },
      { type: "boolean" },
      { type: "null" },
    ],
  };
  return "#/$defs/jsonValue";
}

function blockValueSchema(kind: string, shape: BlockShape, defs: Record<string, JsonSchema>): JsonSchema {
  switch (shape.type) {
    case "string":
      return { description: "A human-readable string.", type: "string" };
    case "json":
      return { description: "A structured payload: telemetry and data for consumers.", $ref: jsonValueRef(defs) };
    case "media": {
      defs.bytes = {
        description:
          "The raw bytes: a Uint8Array in JavaScript. JSON has no bytes type, so this schema can only ask for an object (a validator such as ajv sees a Uint8Array as one); the runtime checks that it is a Uint8Array.",
        type: "object",
      };
      const required = shape.requiredStrings ?? [];
      const properties: Record<string, JsonSchema> = { format: { enum: [...shape.formats] } };
      for (const key of required) properties[key] = { type: "string" };
      properties.source = { type: "object", required: ["bytes"], properties: { bytes: { $ref: "#/$defs/bytes" } } };
      return {
        description: `A ${kind}: its format and its bytes.`,
        type: "object",
        required: ["format", ...required, "source"],
        properties,
      };
    }
  }
}
