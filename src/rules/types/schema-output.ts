/**
 * What a tool's `outputSchema` lets `structuredContent` be, in the plain terms the rules read (fields,
 * whether each may be left out, the kinds of value each takes, whether other keys are refused), and,
 * in typed mode, read from the schema's type where syntax cannot follow it (detection/output-schema.ts
 * reads the code first): a zod 4 schema (`_zod.output`), a zod 3 one (`_output`), any other Standard
 * Schema (`~standard.types.output`), or a raw zod shape (an object of zod schemas, which the MCP SDK wraps
 * in `z.object`), wherever it was made: another module, a helper's return, `.extend()`.
 *
 * A key may be left out when the output or the input type lets it (`.optional()`, `.default()`), as the
 * syntax reader decides. A zod object refuses other keys (the MCP SDK advertises it with
 * `additionalProperties: false`) unless its output type has an index signature (`.loose()`,
 * `.passthrough()`, `.catchall()`); what another Standard Schema does with them is not known, so they
 * are not reported there.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { MAX_FIELD_TYPE_DEPTH } from "../ast/limits.js";
import { asType, asTypeRef, type TypeInfo, type TypeRef } from "./program.js";
import { isOpenType } from "./queries.js";
import { whenTypeScriptAnswers } from "./typescript-errors.js";

/** What a value of a field may be. */
export type FieldType = "string" | "number" | "boolean" | "array" | "object" | "null" | "any";

export interface FieldShape {
  /** The types its value may have (`any` when the schema allows anything or cannot be read). */
  readonly types: ReadonlySet<FieldType>;
  readonly optional: boolean;
  /** From a schema's type: the types a value must be assignable to (one of), and how to name them. */
  readonly declared?: DeclaredField;
}

export interface DeclaredField {
  readonly types: readonly TypeRef[];
  readonly text: string;
}

export interface ObjectSchema {
  readonly fields: ReadonlyMap<string, FieldShape>;
  /** Whether keys the schema does not name are refused by a strict client (`additionalProperties: false`). */
  readonly closed: boolean;
}

/**
 * The object schema an `outputSchema` expression's type describes; undefined when its type says
 * nothing (`any`, a schema of something other than an object, a union, a type that is no schema).
 */
export function typedOutputSchema(t: TypeInfo, node: TSESTree.Node): ObjectSchema | undefined {
  return whenTypeScriptAnswers(() => {
    const tsNode = t.map.get(node);
    return tsNode ? schemaOfType(t, t.checker.getTypeAtLocation(tsNode)) : undefined;
  }, undefined);
}

function schemaOfType(t: TypeInfo, type: ts.Type): ObjectSchema | undefined {
  if (isOpenType(t, type) || type.isUnion()) return undefined;
  const io = schemaTypes(t, type);
  if (io) {
    // A zod schema of anything but an object (a union, `.and()`, zod 3's `.refine()`) has no `shape`.
    if (isZod(type) && !type.getProperty("shape")) return undefined;
    return objectOfOutput(t, io, isZod(type));
  }
  return rawShape(t, type);
}

interface SchemaTypes {
  readonly output: ts.Type;
  readonly input: ts.Type | undefined;
}

/** A schema's output and input types: zod 4's `_zod`, zod 3's `_output`, a Standard Schema's `~standard.types`. */
function schemaTypes(t: TypeInfo, type: ts.Type): SchemaTypes | undefined {
  const internals = propertyType(t, type, "_zod");
  const standard = propertyType(t, type, "~standard");
  const declared = standard && propertyType(t, t.checker.getNonNullableType(standard), "types");
  const types = declared && t.checker.getNonNullableType(declared);
  const read = (zod4: string, zod3: string) =>
    (internals && propertyType(t, internals, zod4)) ??
    propertyType(t, type, zod3) ??
    (types && propertyType(t, types, zod4));
  const output = read("output", "_output");
  return output && { output, input: read("input", "_input") };
}

/** Whether a type is a zod schema (4: `_zod`; 3: `_def`). */
function isZod(type: ts.Type): boolean {
  return type.getProperty("_zod") !== undefined || type.getProperty("_def") !== undefined;
}

/** The fields of an object output type; closed when `closable` (a zod object) and no index signature lets other keys in. */
function objectOfOutput(t: TypeInfo, io: SchemaTypes, closable: boolean): ObjectSchema | undefined {
  const { checker } = t;
  const { output } = io;
  if (!isPlainObject(t, output)) return undefined;
  const input = io.input && isPlainObject(t, io.input) ? io.input : undefined;
  // `z.object({})` has the output `Record<string, never>`: no other key either.
  const open = checker.getIndexInfosOfType(output).some((info) => !(info.type.flags & t.ts.TypeFlags.Never));
  const fields = new Map<string, FieldShape>();
  for (const property of checker.getPropertiesOfType(output)) {
    const name = property.getName();
    const inputProperty = input && checker.getPropertyOfType(input, name);
    fields.set(
      name,
      field(
        t,
        { symbol: property, type: checker.getTypeOfSymbol(property) },
        inputProperty && { symbol: inputProperty, type: checker.getTypeOfSymbol(inputProperty) },
      ),
    );
  }
  return { fields, closed: closable && !open };
}

/** An object type, or an intersection of them (zod 3's `.passthrough()` output), not an array or a function. */
function isPlainObject(t: TypeInfo, type: ts.Type): boolean {
  if (isOpenType(t, type) || type.isUnion()) return false;
  const parts = type.isIntersection() ? type.types : [type];
  return parts.every(
    (part) =>
      (part.flags & t.ts.TypeFlags.Object) !== 0 &&
      !t.checker.isArrayType(part) &&
      !t.checker.isTupleType(part) &&
      part.getCallSignatures().length === 0,
  );
}

/** A raw zod shape: an object type with properties, each a zod schema; the SDK makes it a `z.object`. */
function rawShape(t: TypeInfo, type: ts.Type): ObjectSchema | undefined {
  const { checker } = t;
  if (!(type.flags & t.ts.TypeFlags.Object) || checker.getIndexInfosOfType(type).length > 0) return undefined;
  const properties = checker.getPropertiesOfType(type);
  if (properties.length === 0) return undefined;
  const fields = new Map<string, FieldShape>();
  for (const property of properties) {
    const schema = checker.getTypeOfSymbol(property);
    const io = !schema.isUnion() && isZod(schema) ? schemaTypes(t, schema) : undefined;
    if (!io) return undefined;
    fields.set(property.getName(), field(t, { type: io.output }, io.input && { type: io.input }));
  }
  return { fields, closed: true };
}

interface Side {
  /** The property of an object's output or input type; none for a raw shape's schema. */
  readonly symbol?: ts.Symbol;
  readonly type: ts.Type;
}

function field(t: TypeInfo, output: Side, input: Side | undefined): FieldShape {
  const types = new Set<FieldType>(kindsOf(t, output.type, 0));
  if (input) for (const kind of kindsOf(t, input.type, 0)) types.add(kind);
  return {
    types: types.size > 0 ? types : new Set(["any"]),
    optional: mayBeLeftOut(t, output) || (input !== undefined && mayBeLeftOut(t, input)),
    declared: {
      types: [output.type, ...(input ? [input.type] : [])].map(asTypeRef),
      text: t.checker.typeToString(t.checker.getNonNullableType(output.type)),
    },
  };
}

function mayBeLeftOut(t: TypeInfo, side: Side): boolean {
  if (side.symbol && side.symbol.flags & t.ts.SymbolFlags.Optional) return true;
  const parts = side.type.isUnion() ? side.type.types : [side.type];
  return parts.some((part) => (part.flags & (t.ts.TypeFlags.Undefined | t.ts.TypeFlags.Void)) !== 0);
}

/** The kinds of JSON value a type allows (`undefined` adds none); `any` where the type does not say. */
function kindsOf(t: TypeInfo, type: ts.Type, depth: number): FieldType[] {
  const { TypeFlags } = t.ts;
  if (depth > MAX_FIELD_TYPE_DEPTH) return ["any"];
  if (type.isUnion()) return type.types.flatMap((part) => kindsOf(t, part, depth + 1));
  if (type.isIntersection()) {
    // A branded primitive (`string & { __brand: "Id" }`) is the primitive.
    const kinds = type.types.flatMap((part) => kindsOf(t, part, depth + 1));
    if (kinds.includes("any")) return ["any"];
    const specific = kinds.filter((kind) => kind !== "object");
    return specific.length > 0 ? specific : ["object"];
  }
  const flags = type.flags;
  if (flags & (TypeFlags.Undefined | TypeFlags.Void)) return [];
  if (flags & TypeFlags.StringLike) return ["string"];
  if (flags & TypeFlags.NumberLike) return ["number"];
  if (flags & TypeFlags.BooleanLike) return ["boolean"];
  if (flags & TypeFlags.Null) return ["null"];
  if (flags & TypeFlags.Object) {
    if (t.checker.isArrayType(type) || t.checker.isTupleType(type)) return ["array"];
    if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) return ["any"];
    return ["object"];
  }
  return ["any"];
}

/**
 * How a value's type disagrees with a field: `kinds` when it is only values of other kinds than the
 * field's (a `string` for a number), `type` when a primitive type is not assignable to the field's
 * declared type (a `string` for `"N" | "lbf"`, a `number | undefined` for a required number). Undefined
 * when it agrees, or when its type says nothing (`any`, `unknown`, a type parameter).
 */
export type ValueMismatch =
  | { readonly kind: "kinds"; readonly found: ReadonlySet<FieldType> }
  | { readonly kind: "type"; readonly found: string; readonly expected: string };

export function valueMismatch(t: TypeInfo, node: TSESTree.Node, shape: FieldShape): ValueMismatch | undefined {
  return whenTypeScriptAnswers(() => {
    const tsNode = t.map.get(node);
    if (!tsNode) return undefined;
    const [type, ...others] = valueTypes(t, tsNode);
    if (saysNothing(t, type) || others.some((other) => saysNothing(t, other))) return undefined;
    const found = new Set(kindsOf(t, type, 0));
    if (
      found.size > 0 &&
      !found.has("any") &&
      !shape.types.has("any") &&
      [...found].every((kind) => !shape.types.has(kind))
    ) {
      return { kind: "kinds", found };
    }
    // Assignability is asked of primitives only: an object or array may be a readonly or structurally
    // different type that the schema accepts at run time.
    const declared = shape.declared;
    if (!declared || !isPrimitive(t, type)) return undefined;
    const fits = (candidate: ts.Type) =>
      declared.types.some((target) => t.checker.isTypeAssignableTo(candidate, asType(target)));
    if (fits(type) || others.some(fits)) return undefined;
    return { kind: "type", found: t.checker.typeToString(type), expected: declared.text };
  }, undefined);
}

/** Whether a type is a string, number, boolean, `null` or `undefined` (literals and enums included), or a union of them. */
function isPrimitive(t: TypeInfo, type: ts.Type): boolean {
  const { TypeFlags } = t.ts;
  const primitive =
    TypeFlags.StringLike | TypeFlags.NumberLike | TypeFlags.BooleanLike | TypeFlags.Null | TypeFlags.Undefined;
  return (type.isUnion() ? type.types : [type]).every((part) => (part.flags & primitive) !== 0);
}

/** Whether a value's type, or a part of its union, is `any`, `unknown`, a type parameter. */
function saysNothing(t: TypeInfo, type: ts.Type): boolean {
  return (type.isUnion() ? type.types : [type]).some((part) => isOpenType(t, part));
}

/**
 * The type of a property's value: the expression's. A shorthand `{ unit }` has the property's type, in
 * which the checker widens a `const`'s literals (`"N" | "lbf"` becomes `string`); the variable's declared
 * type comes second, for the literals (without the narrowing at that place, which the first keeps).
 */
function valueTypes(t: TypeInfo, node: ts.Node): [ts.Type, ...ts.Type[]] {
  const type = t.checker.getTypeAtLocation(node);
  const parent = node.parent;
  if (!t.ts.isShorthandPropertyAssignment(parent) || parent.name !== node) return [type];
  const variable = t.checker.getShorthandAssignmentValueSymbol(parent);
  return variable ? [type, t.checker.getTypeOfSymbolAtLocation(variable, node)] : [type];
}

function propertyType(t: TypeInfo, type: ts.Type, name: string): ts.Type | undefined {
  const symbol = t.checker.getPropertyOfType(type, name);
  return symbol && t.checker.getTypeOfSymbol(symbol);
}
