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
  requiredKeysOf,
  topLevelKeys,
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
    properties[key] =
      type === undefined
        ? { description }
        : type === "object"
          ? { description, ...dataSchema("object", defs) }
          : { description, type };
  }

  const blockDef = contract.taggedBlocks
    ? taggedBlockSchema(contract.taggedBlocks, contract.blockKinds, defs)
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

/** Keyed blocks (`{ text }`): exactly one kind key each; other keys in a block are not checked. */
function keyedBlockSchema(contract: ToolResultContract, defs: Record<string, JsonSchema>): JsonSchema {
  const blockProperties: Record<string, JsonSchema | boolean> = {};
  for (const kind of contract.blockKinds) {
    const shape: BlockShape | undefined = Object.hasOwn(BLOCK_SHAPES, kind) ? BLOCK_SHAPES[kind] : undefined;
    blockProperties[kind] = shape === undefined ? true : blockValueSchema(kind, shape, defs);
  }
  const kinds = contract.blockKinds.map((k) => JSON.stringify(k)).join(", ");
  return {
    description: `A content block: an object that carries exactly one of ${kinds}. Other keys in a block may hold any JSON value. In JavaScript, a key holding undefined counts as absent, as JSON.stringify drops it.`,
    type: "object",
    properties: blockProperties,
    oneOf: contract.blockKinds.map((kind) => ({ required: [kind] })),
  };
}

/** Tagged blocks (`{ type: "text", text }`): one branch per kind, with exactly its own fields. */
function taggedBlockSchema(
  tagged: TaggedBlocks,
  kinds: readonly string[],
  defs: Record<string, JsonSchema>,
): JsonSchema {
  const names = kinds.map((k) => JSON.stringify(k)).join(", ");
  return {
    description: `A content block: an object whose ${JSON.stringify(tagged.tag)} is one of ${names}, with that kind's fields and no others (the SDK strips any other).`,
    oneOf: kinds.map((kind) => {
      const fields: FieldSet = Object.hasOwn(tagged.kinds, kind) ? tagged.kinds[kind]! : { required: {} };
      const schema = fieldSetSchema(fields, defs);
      return {
        ...schema,
        required: [tagged.tag, ...(schema.required as string[])],
        properties: { [tagged.tag]: { const: kind }, ...(schema.properties as Record<string, JsonSchema>) },
      };
    }),
  };
}

function fieldSetSchema(fields: FieldSet, defs: Record<string, JsonSchema>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, shape] of Object.entries(fields.required)) properties[name] = fieldSchema(shape, defs);
  for (const [name, shape] of Object.entries(fields.optional ?? {})) properties[name] = fieldSchema(shape, defs);
  const exactlyOne = Object.entries(fields.exactlyOne ?? {});
  for (const [name, shape] of exactlyOne) properties[name] = fieldSchema(shape, defs);
  return {
    type: "object",
    required: Object.keys(fields.required),
    properties,
    additionalProperties: false,
    ...(exactlyOne.length > 0 ? { oneOf: exactlyOne.map(([name]) => ({ required: [name] })) } : {}),
  };
}

function fieldSchema(shape: FieldShape, defs: Record<string, JsonSchema>): JsonSchema {
  if (typeof shape !== "string") return fieldSetSchema(shape.object, defs);
  return shape === "object" || shape === "array" ? dataSchema(shape, defs) : { type: shape };
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
