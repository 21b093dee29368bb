/**
 * The public surface of each package entry: every name it exports, values and types. A change here is a
 * change to what users can import, so it must be made on purpose (update the list, and the CHANGELOG).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const ENTRIES = [
  "src/index.ts",
  "src/runtime/index.ts",
  "src/testing/index.ts",
  "src/testing/vitest.ts",
  "src/testing/jest.ts",
];
const program = ts.createProgram(
  ENTRIES.map((entry) => path.join(root, entry)),
  {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
);

/** The names an entry module exports, as TypeScript sees them (type-only exports included), sorted. */
function exportedNames(entry: string): string[] {
  const file = path.join(root, entry);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`${entry} is not a module`);
  return checker
    .getExportsOfModule(symbol)
    .map((s) => s.getName())
    .sort();
}

describe("the public surface", () => {
  it('"eslint-plugin-tool-result": the plugin and the types of its settings', () => {
    expect(exportedNames("src/index.ts")).toEqual([
      "PresetName",
      "ToolResultContract",
      "ToolResultSettings",
      "default",
    ]);
  });

  it('"eslint-plugin-tool-result/runtime": what users call, and the types of its arguments and results', () => {
    expect(exportedNames("src/runtime/index.ts")).toEqual([
      "AbortSignalLike",
      "AgentTool",
      "ContractDefinition",
      "ContractInput",
      "CustomToolResult",
      "DEFAULT_CONTRACT",
      "DEFAULT_LIMITS",
      "DocumentBlock",
      "DocumentFormat",
      "EventData",
      "FunctionTool",
      "FunctionToolConfig",
      "ImageBlock",
      "ImageFormat",
      "InferInput",
      "InferOutput",
      "InvalidContractError",
      "InvocationState",
      "IsToolResultOptions",
      "JsonBlock",
      "JsonObject",
      "JsonSchema",
      "JsonSchemaOptions",
      "JsonValue",
      "McpContentBlock",
      "McpEmbeddedResource",
      "McpMediaContent",
      "McpResourceLink",
      "McpTextContent",
      "McpToolResult",
      "MediaSource",
      "OutputSchema",
      "PRESETS",
      "PresetName",
      "PresetToolResults",
      "SchemaConversionError",
      "SchemaIssue",
      "SchemaSupportError",
      "SchemaValidationResult",
      "StandardSchemaWithJSON",
      "StrandsToolResult",
      "StrandsToolResultContent",
      "StrandsToolResultStatus",
      "StructuredOutputContext",
      "StructuredOutputError",
      "StructuredOutputStore",
      "StructuredOutputTool",
      "StructuredOutputToolOptions",
      "TextBlock",
      "ToolCallback",
      "ToolCallbackContext",
      "ToolChoice",
      "ToolGenerator",
      "ToolRegistry",
      "ToolRegistryError",
      "ToolResult",
      "ToolResultContent",
      "ToolResultContract",
      "ToolResultContractError",
      "ToolResultEvent",
      "ToolResultEventData",
      "ToolResultIssue",
      "ToolResultOf",
      "ToolResultSchemaOptions",
      "ToolResultStandardSchema",
      "ToolResultStatus",
      "ToolResultValidation",
      "ToolSpec",
      "ToolStreamOptions",
      "ToolUse",
      "TypedEvent",
      "ValidateOptions",
      "VideoBlock",
      "VideoFormat",
      "assertToolResult",
      "contractToJsonSchema",
      "convertSchemaToToolSpec",
      "createToolResultSchema",
      "defineContract",
      "isToolResult",
      "jsonPayload",
      "tool",
      "toolResultSchema",
      "validateToolResult",
      "validateToolResultAsync",
    ]);
  });

  it('"eslint-plugin-tool-result/testing": the contract test, the matcher and their types', () => {
    expect(exportedNames("src/testing/index.ts")).toEqual([
      "ExpectNoToolResultProblemsOptions",
      "GuardableServer",
      "MatcherResult",
      "ToolGuard",
      "ToolGuardFailure",
      "ToolResultGuardError",
      "ToolResultMatchers",
      "ToolResultProblemsError",
      "expectNoToolResultProblems",
      "guardTools",
      "toBeToolResult",
      "toolResultMatchers",
    ]);
  });

  it('"eslint-plugin-tool-result/testing/vitest" and ".../testing/jest": setup modules that export nothing', () => {
    expect(exportedNames("src/testing/vitest.ts")).toEqual([]);
    expect(exportedNames("src/testing/jest.ts")).toEqual([]);
  });
});
