/**
 * The slice of Standard Schema (https://standardschema.dev) and Standard JSON Schema that this package
 * uses and implements, written out here so that its type declarations need no package at all. The
 * shapes are structurally those of `@standard-schema/spec` 1.1 (a test checks them against it): zod 4,
 * arktype 2 and valibot (through its `toStandardJsonSchema` adapter) produce values that fit.
 */

/** One validation problem, as a Standard Schema library reports it. */
export interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** What `~standard.validate` returns. */
export type SchemaValidationResult<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<SchemaIssue> };

/** Options of the JSON Schema converter; `target` names the JSON Schema dialect. */
export interface JsonSchemaOptions {
  readonly target: "draft-2020-12" | "draft-07" | "openapi-3.0" | (string & {});
  readonly libraryOptions?: Record<string, unknown> | undefined;
}

/** The `~standard` property of a schema that validates (Standard Schema) and describes itself (Standard JSON Schema). */
export interface StandardSchemaProps<Input, Output> {
  readonly version: 1;
  readonly vendor: string;
  readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  readonly validate: (
    value: unknown,
    options?: { readonly libraryOptions?: Record<string, unknown> | undefined } | undefined,
  ) => SchemaValidationResult<Output> | Promise<SchemaValidationResult<Output>>;
  readonly jsonSchema: {
    readonly input: (options: JsonSchemaOptions) => Record<string, unknown>;
    readonly output: (options: JsonSchemaOptions) => Record<string, unknown>;
  };
}

/** A schema that validates values and describes itself as JSON Schema. */
export interface StandardSchemaWithJSON<Input = unknown, Output = Input> {
  readonly "~standard": StandardSchemaProps<Input, Output>;
}

/** The validated type of a schema. */
export type InferOutput<S extends StandardSchemaWithJSON> = NonNullable<S["~standard"]["types"]>["output"];
/** The accepted input type of a schema. */
export type InferInput<S extends StandardSchemaWithJSON> = NonNullable<S["~standard"]["types"]>["input"];
