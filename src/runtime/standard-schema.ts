/**
 * The contract as a Standard Schema (https://standardschema.dev), so that libraries and test tools that
 * accept one (form and RPC libraries, `expect.schemaMatching`-style helpers, zod-style consumers) can
 * check tool results. The Standard Schema interfaces are copied here, as the spec recommends, so the
 * runtime has no dependency; tests check them against `@standard-schema/spec`.
 *
 * The schema also implements Standard JSON Schema: `~standard.jsonSchema.input({ target: "draft-2020-12" })`
 * returns the same JSON Schema as `contract.schema.json`.
 */
import { contractToJsonSchema } from "../contract/json-schema.js";
import { compileContract, type ContractInput } from "./compile.js";
import type { ToolResult } from "./types.js";
import { validateToolResult } from "./validate.js";

/** Standard Schema v1 and Standard JSON Schema v1 properties, as in `@standard-schema/spec`. */
export interface ToolResultStandardProps<Output> {
  readonly version: 1;
  readonly vendor: string;
  readonly validate: (
    value: unknown,
    options?: { readonly libraryOptions?: Record<string, unknown> | undefined },
  ) => ToolResultStandardResult<Output>;
  readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  readonly jsonSchema: {
    readonly input: (options: {
      readonly target: string;
      readonly libraryOptions?: Record<string, unknown> | undefined;
    }) => Record<string, unknown>;
    readonly output: (options: {
      readonly target: string;
      readonly libraryOptions?: Record<string, unknown> | undefined;
    }) => Record<string, unknown>;
  };
}

export type ToolResultStandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PropertyKey> | undefined;
      }>;
    };

export interface ToolResultStandardSchema<Output = ToolResult> {
  readonly "~standard": ToolResultStandardProps<Output>;
}

export const STANDARD_SCHEMA_VENDOR = "eslint-plugin-tool-result";

/** A Standard Schema for tool results under `contract` (default: the `strands-robots` contract). */
export function createToolResultSchema<Output = ToolResult>(
  contract?: ContractInput,
): ToolResultStandardSchema<Output> {
  const compiled = compileContract(contract);
  const jsonSchema = (options: { readonly target: string }): Record<string, unknown> => {
    if (options.target !== "draft-2020-12") {
      throw new Error(
        `The tool-result schema is available as JSON Schema draft 2020-12 only, not ${JSON.stringify(options.target)}.`,
      );
    }
    return contractToJsonSchema(compiled.contract) as Record<string, unknown>;
  };
  return {
    "~standard": {
      version: 1,
      vendor: STANDARD_SCHEMA_VENDOR,
      validate(value) {
        const verdict = validateToolResult(value, compiled.contract);
        return verdict.ok ? { value: verdict.value as Output } : { issues: verdict.issues };
      },
      jsonSchema: { input: jsonSchema, output: jsonSchema },
    },
  };
}

/** The default contract as a Standard Schema: `toolResultSchema["~standard"].validate(value)`. */
export const toolResultSchema: ToolResultStandardSchema = createToolResultSchema();
