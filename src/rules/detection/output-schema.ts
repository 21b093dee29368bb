/**
 * Reading a tool's `outputSchema` from the code, as far as syntax shows it: a zod object
 * (`z.object({ ... })`, `z.strictObject`, `z.looseObject`, with `.strict()`, `.passthrough()`,
 * `.loose()`), a raw zod shape (`{ a: z.string() }`, which the SDK wraps in `z.object`), a JSON Schema
 * object literal, or a `const` holding one of these. Each field's type is read where it is plain
 * (`z.string()`, `z.number().int()`, `z.array(...)`, `z.literal(...)`, `z.enum([...])`) and whether it
 * may be left out (`.optional()`, `.default()`, `.nullish()`); anything else is "any". A schema this
 * reader cannot follow is read from its type in typed mode (types/schema-output.ts: an imported schema,
 * one a helper builds); otherwise, or when its type says nothing either, it is undefined: the rules then
 * say nothing.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { MAX_TYPE_DEPTH } from "../ast/limits.js";
import { moduleExportOf } from "../ast/modules.js";
import { constInitializer, unwrap } from "../ast/scope.js";
import { memberValue, propertyKeyName, visibleKind } from "../ast/static-values.js";
import { typeInfo } from "../types/program.js";
import { typedOutputSchema, type FieldShape, type FieldType, type ObjectSchema } from "../types/schema-output.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export type { FieldShape, FieldType, ObjectSchema };

const ANY: FieldShape = { types: new Set(["any"]), optional: false };

const typedSchemas = new WeakMap<TSESTree.Node, ObjectSchema | null>();

/**
 * The object schema an `outputSchema` value spells out, or, when syntax cannot tell and the file has
 * type information, the one its type describes (asked once per node); undefined when neither tells.
 */
export function readOutputSchema(sourceCode: SourceCode, node: TSESTree.Node): ObjectSchema | undefined {
  const written = syntaxOutputSchema(sourceCode, node);
  if (written) return written;
  const t = typeInfo(sourceCode);
  if (!t) return undefined;
  let typed = typedSchemas.get(node);
  if (typed === undefined) {
    typed = typedOutputSchema(t, node) ?? null;
    typedSchemas.set(node, typed);
  }
  return typed ?? undefined;
}

function syntaxOutputSchema(sourceCode: SourceCode, node: TSESTree.Node): ObjectSchema | undefined {
  const value = resolve(sourceCode, node);
  if (value.type === AST_NODE_TYPES.ObjectExpression) {
    return isJsonSchema(value) ? jsonSchemaObject(sourceCode, value) : rawShape(sourceCode, value);
  }
  const zod = zodCall(sourceCode, value, 0);
  return zod?.object;
}

function resolve(sourceCode: SourceCode, node: TSESTree.Node): TSESTree.Node {
  let current = unwrap(node);
  for (let i = 0; i < MAX_TYPE_DEPTH && current.type === AST_NODE_TYPES.Identifier; i++) {
    const init = constInitializer(sourceCode, current);
    if (!init) break;
    current = init;
  }
  return current;
}

/** A raw zod shape: an object literal whose every value is a zod schema. */
function rawShape(sourceCode: SourceCode, object: TSESTree.ObjectExpression): ObjectSchema | undefined {
  const fields = new Map<string, FieldShape>();
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.kind !== "init") return undefined;
    const name = propertyKeyName(sourceCode, property);
    const field = name === undefined ? undefined : zodCall(sourceCode, resolve(sourceCode, property.value), 0);
    if (name === undefined || !field) return undefined;
    fields.set(name, field.field);
  }
  return { fields, closed: true };
}

interface ZodValue {
  readonly field: FieldShape;
  /** For a zod object: its fields. */
  readonly object?: ObjectSchema;
}

/** Whether `callee` is `z.<name>` with `z` imported from zod (or `zod/v4`, `zod/mini`). */
function zodMethod(sourceCode: SourceCode, callee: TSESTree.Node): string | undefined {
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed) return undefined;
  if (callee.property.type !== AST_NODE_TYPES.Identifier || callee.object.type !== AST_NODE_TYPES.Identifier) {
    return undefined;
  }
  const bound = moduleExportOf(sourceCode, callee.object);
  if (!bound || !(bound.module === "zod" || bound.module.startsWith("zod/"))) return undefined;
  return bound.name === "z" || bound.name === "*" || bound.name === "default" ? callee.property.name : undefined;
}

const TYPE_OF: Readonly<Record<string, FieldType>> = {
  string: "string",
  email: "string",
  url: "string",
  uuid: "string",
  number: "number",
  int: "number",
  bigint: "any",
  boolean: "boolean",
  array: "array",
  tuple: "array",
  record: "object",
  null: "null",
};

/** What a zod expression is: a base call (`z.string()`) and its chained methods (`.optional()`). */
function zodCall(sourceCode: SourceCode, node: TSESTree.Node, depth: number): ZodValue | undefined {
  if (depth > MAX_TYPE_DEPTH * 4 || node.type !== AST_NODE_TYPES.CallExpression) return undefined;
  const callee = node.callee;
  const base = zodMethod(sourceCode, callee);
  if (base !== undefined) return zodBase(sourceCode, base, node, depth);
  // A chained method: `<schema>.optional()`, `.strict()`, `.describe(...)`.
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.property.type !== AST_NODE_TYPES.Identifier) {
    return undefined;
  }
  const inner = zodCall(sourceCode, resolve(sourceCode, callee.object), depth + 1);
  if (!inner) return undefined;
  const field = inner.field;
  switch (callee.property.name) {
    case "optional":
    case "default":
    case "catch":
    case "nullish":
      return {
        field: {
          types: callee.property.name === "nullish" ? new Set([...field.types, "null"]) : field.types,
          optional: true,
        },
        object: inner.object,
      };
    case "nullable":
      return { field: { types: new Set([...field.types, "null"]), optional: field.optional }, object: inner.object };
    case "strict":
      return { field, object: inner.object && { fields: inner.object.fields, closed: true } };
    case "passthrough":
    case "loose":
    case "catchall":
      return { field, object: inner.object && { fields: inner.object.fields, closed: false } };
    case "extend": {
      const added = node.arguments[0] && resolve(sourceCode, node.arguments[0]);
      const shape = added?.type === AST_NODE_TYPES.ObjectExpression ? rawShape(sourceCode, added) : undefined;
      if (!inner.object || !shape) return { field };
      return {
        field,
        object: { fields: new Map([...inner.object.fields, ...shape.fields]), closed: inner.object.closed },
      };
    }
    case "describe":
    case "meta":
    case "min":
    case "max":
    case "length":
    case "int":
    case "positive":
    case "nonnegative":
    case "negative":
    case "finite":
    case "email":
    case "url":
    case "uuid":
    case "regex":
    case "trim":
    case "nonempty":
    case "startsWith":
    case "endsWith":
      return inner;
    default:
      // `.refine()`, `.transform()`, `.pipe()`: the output may be anything.
      return { field: { types: ANY.types, optional: field.optional } };
  }
}

function zodBase(
  sourceCode: SourceCode,
  base: string,
  node: TSESTree.CallExpression,
  depth: number,
): ZodValue | undefined {
  if (base === "object" || base === "strictObject" || base === "looseObject") {
    const argument = node.arguments[0] && resolve(sourceCode, node.arguments[0]);
    const shape = argument?.type === AST_NODE_TYPES.ObjectExpression ? rawShape(sourceCode, argument) : undefined;
    const closed = base !== "looseObject";
    return {
      field: { types: new Set(["object"]), optional: false },
      object: shape && { fields: shape.fields, closed },
    };
  }
  if (base === "literal" || base === "enum") {
    const values: (TSESTree.Node | null | undefined)[] =
      base === "enum" ? enumValues(node.arguments[0]) : [node.arguments[0]];
    const types = new Set<FieldType>();
    for (const value of values) {
      if (value?.type !== AST_NODE_TYPES.Literal) return { field: ANY };
      types.add(value.value === null ? "null" : (typeof value.value as FieldType));
    }
    return { field: { types, optional: false } };
  }
  if (base === "optional" || base === "nullable") {
    const inner = node.arguments[0] && zodCall(sourceCode, resolve(sourceCode, node.arguments[0]), depth + 1);
    if (!inner) return { field: ANY };
    return base === "optional"
      ? { field: { types: inner.field.types, optional: true } }
      : { field: { types: new Set([...inner.field.types, "null"]), optional: inner.field.optional } };
  }
  const type = Object.hasOwn(TYPE_OF, base) ? TYPE_OF[base] : undefined;
  return { field: type ? { types: new Set([type]), optional: false } : ANY };
}

/** The values of `z.enum([...])`; one unknown value when they are not written as an array. */
function enumValues(node: TSESTree.Node | undefined): (TSESTree.Node | null | undefined)[] {
  return node?.type === AST_NODE_TYPES.ArrayExpression ? node.elements : [undefined];
}

/** `{ type: "object", properties: { ... } }`. */
function isJsonSchema(object: TSESTree.ObjectExpression): boolean {
  const type = memberValue(object, "type");
  return (
    type?.type === AST_NODE_TYPES.Literal && type.value === "object" && memberValue(object, "properties") !== undefined
  );
}

function jsonSchemaObject(sourceCode: SourceCode, object: TSESTree.ObjectExpression): ObjectSchema | undefined {
  const properties = memberValue(object, "properties");
  if (properties?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const requiredNode = memberValue(object, "required");
  const required = new Set<string>();
  if (requiredNode?.type === AST_NODE_TYPES.ArrayExpression) {
    for (const element of requiredNode.elements) {
      if (element?.type === AST_NODE_TYPES.Literal && typeof element.value === "string") required.add(element.value);
      else return undefined;
    }
  } else if (requiredNode !== undefined) {
    return undefined;
  }
  const fields = new Map<string, FieldShape>();
  for (const property of properties.properties) {
    if (property.type !== AST_NODE_TYPES.Property) return undefined;
    const name = propertyKeyName(sourceCode, property);
    if (name === undefined) return undefined;
    const schema = property.value.type === AST_NODE_TYPES.ObjectExpression ? property.value : undefined;
    const type = schema && memberValue(schema, "type");
    const known =
      type?.type === AST_NODE_TYPES.Literal && typeof type.value === "string" ? jsonType(type.value) : "any";
    fields.set(name, { types: new Set([known]), optional: !required.has(name) });
  }
  const additional = memberValue(object, "additionalProperties");
  const closed = additional?.type === AST_NODE_TYPES.Literal && additional.value === false;
  return { fields, closed };
}

function jsonType(type: string): FieldType {
  switch (type) {
    case "string":
    case "number":
    case "boolean":
    case "array":
    case "object":
    case "null":
      return type;
    case "integer":
      return "number";
    default:
      return "any";
  }
}

/** The type a value written in the code visibly has, or undefined when it is not visible. */
export function visibleType(node: TSESTree.Node): FieldType | undefined {
  const kind = visibleKind(unwrap(node));
  if (kind === "regexp") return "object";
  return kind === "bigint" || kind === "function" ? undefined : kind;
}
