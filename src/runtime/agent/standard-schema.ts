/**
 * Using the Standard Schemas that tools take for their input and structured output: checking that a
 * value is one, asking it for its JSON Schema, validating with it and formatting its issues. The types
 * are the one slice in `common/standard-schema.ts`.
 */
import { describeValue } from "../../common/describe-value.js";
import type { SchemaIssue, SchemaValidationResult, StandardSchemaWithJSON } from "../../common/standard-schema.js";

export type {
  InferInput,
  InferOutput,
  JsonSchemaOptions,
  SchemaIssue,
  SchemaValidationResult,
  StandardSchemaWithJSON,
} from "../../common/standard-schema.js";

/** Thrown when a value given as a schema is not a Standard Schema with JSON Schema support. */
export class SchemaSupportError extends TypeError {
  override name = "SchemaSupportError";
}

/**
 * Checks that `schema` can both validate and describe itself, and says what is missing otherwise.
 * `role` names the argument in the message, for example "StructuredOutputTool schema".
 */
export function assertStandardSchemaWithJSON(schema: unknown, role: string): asserts schema is StandardSchemaWithJSON {
  const props =
    (typeof schema === "object" || typeof schema === "function") && schema !== null
      ? (schema as { "~standard"?: unknown })["~standard"]
      : undefined;
  if (typeof props !== "object" || props === null) {
    throw new SchemaSupportError(
      `${role}: expected a Standard Schema (an object with a "~standard" property, such as a zod 4, arktype or valibot schema), got ${describeValue(schema, { listKeys: true })}.`,
    );
  }
  const { validate, jsonSchema, vendor } = props as { validate?: unknown; jsonSchema?: unknown; vendor?: unknown };
  if (typeof validate !== "function") {
    throw new SchemaSupportError(`${role}: the schema's "~standard.validate" is not a function.`);
  }
  if (
    typeof jsonSchema !== "object" ||
    jsonSchema === null ||
    typeof (jsonSchema as { input?: unknown }).input !== "function"
  ) {
    throw new SchemaSupportError(
      `${role}: the ${typeof vendor === "string" ? `${vendor} ` : ""}schema does not implement Standard JSON Schema ("~standard.jsonSchema.input" is missing), so no tool spec can be made from it. ` +
        "Use a library version that implements it (zod 4.6 and arktype 2.2 do) or wrap the schema with the library's Standard JSON Schema adapter (valibot has one).",
    );
  }
}

/**
 * The JSON Schema of what the schema accepts. Asks for draft 2020-12 and falls back to draft-07 for
 * a library that only speaks that.
 */
export function inputJsonSchema(schema: StandardSchemaWithJSON): Record<string, unknown> {
  const convert = schema["~standard"].jsonSchema.input;
  let first: unknown;
  for (const target of ["draft-2020-12", "draft-07"] as const) {
    try {
      return convert({ target });
    } catch (error) {
      first ??= error;
    }
  }
  throw new SchemaSupportError(
    `The ${schema["~standard"].vendor} schema cannot be converted to JSON Schema: ${first instanceof Error ? first.message : String(first)}`,
    { cause: first },
  );
}

/** Validates `value`, awaiting libraries that validate asynchronously. */
export async function validateWith<Output>(
  schema: StandardSchemaWithJSON<unknown, Output>,
  value: unknown,
): Promise<SchemaValidationResult<Output>> {
  return schema["~standard"].validate(value);
}

/** `a -> b -> 0` for a path, `root` for an empty one. */
export function formatIssuePath(path: SchemaIssue["path"]): string {
  if (!path || path.length === 0) return "root";
  return path
    .map((segment) => String(typeof segment === "object" && segment !== null ? segment.key : segment))
    .join(" -> ");
}

/** One `- Field 'path': message` line per issue. */
export function formatIssues(issues: ReadonlyArray<SchemaIssue>): string {
  return issues.map((issue) => `- Field '${formatIssuePath(issue.path)}': ${issue.message}`).join("\n");
}
