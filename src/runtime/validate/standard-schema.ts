/**
 * The contract as a Standard Schema (https://standardschema.dev), so that libraries and test tools that
 * accept one (form and RPC libraries, `expect.schemaMatching`-style helpers, zod-style consumers) can
 * check tool results. The Standard Schema interfaces are written out once, in `common/standard-schema.ts`,
 * as the spec recommends, so the runtime has no dependency; tests check them against `@standard-schema/spec`.
 *
 * The schema also implements Standard JSON Schema: `~standard.jsonSchema.input({ target: "draft-2020-12" })`
 * returns the same JSON Schema as `contract.schema.json`.
 */
import type { SchemaValidationResult, StandardSchemaProps } from "../../common/standard-schema.js";
import { contractToJsonSchema } from "../../contract/json-schema.js";
import { readOptions, validateToolResult, type OutputSchema } from "./api.js";
import { compileContract, type ContractInput } from "./compile.js";
import type { ToolResult } from "./types.js";

/**
 * A Standard Schema whose `validate` answers synchronously: the one slice of the spec in
 * `../../common/standard-schema.ts`, with `validate` narrowed.
 */
export interface ToolResultStandardSchema<Output = ToolResult> {
  readonly "~standard": Omit<StandardSchemaProps<unknown, Output>, "validate"> & {
    readonly validate: (
      value: unknown,
      options?: { readonly libraryOptions?: Record<string, unknown> | undefined } | undefined,
    ) => SchemaValidationResult<Output>;
  };
}

const STANDARD_SCHEMA_VENDOR = "eslint-plugin-tool-result";

/** The options of {@link createToolResultSchema}. */
export interface ToolResultSchemaOptions {
  /**
   * The tool's outputSchema (with the "mcp" contract), as `validateToolResult`'s option: structuredContent
   * is checked as a strict MCP client checks it. `validate` answers at once, so an outputSchema that
   * validates asynchronously makes it throw a TypeError (use validateToolResultAsync).
   */
  readonly outputSchema?: OutputSchema;
}

/**
 * A Standard Schema for tool results under `contract` (default: the `strands-robots` contract), with
 * `options.outputSchema` checked too. The JSON Schema it gives of itself is the contract's (it does not
 * include the outputSchema).
 */
export function createToolResultSchema<Output = ToolResult>(
  contract?: ContractInput,
  options?: ToolResultSchemaOptions,
): ToolResultStandardSchema<Output> {
  const compiled = compileContract(contract);
  // Read now, so that options that cannot be used are an error here rather than at the first validate.
  // The schema read once: a getter may answer otherwise the next time.
  const { outputSchema } = readOptions(options, "createToolResultSchema", compiled, ["outputSchema"]);
  const validateOptions = outputSchema === undefined ? undefined : { outputSchema };
  const jsonSchema = (options: { readonly target: string }): Record<string, unknown> => {
    if (options.target !== "draft-2020-12") {
      throw new Error(
        `The tool-result schema is available as JSON Schema draft 2020-12 only, not ${JSON.stringify(options.target)}.`,
      );
    }
    return contractToJsonSchema(compiled.contract);
  };
  return {
    "~standard": {
      version: 1,
      vendor: STANDARD_SCHEMA_VENDOR,
      validate(value) {
        const verdict = validateToolResult(value, compiled.contract, validateOptions);
        return verdict.ok ? { value: verdict.value as Output } : { issues: verdict.issues };
      },
      jsonSchema: { input: jsonSchema, output: jsonSchema },
    },
  };
}

/** The default contract as a Standard Schema: `toolResultSchema["~standard"].validate(value)`. */
export const toolResultSchema: ToolResultStandardSchema = createToolResultSchema();
