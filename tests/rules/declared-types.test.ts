/**
 * Results built in a helper module, away from any tool site, typed by a type a tool API declares
 * (src/frameworks/, `declaredTypes`): fastmcp's `ContentResult`, the MCP SDK's `CallToolResult` that the
 * Claude Agent SDK's handlers return, OpenAI Agents' outputs. Typed mode finds them however the type is
 * reached; syntax finds them where an annotation names the import. Each helper module here declares no
 * tool and imports nothing of its framework but types.
 */
import noExtraKeys from "../../src/rules/no-extra-keys.js";
import structuredContentText from "../../src/rules/structured-content-text.js";
import validToolApi from "../../src/rules/valid-tool-api.js";
import { error, ruleTester, typedFilename, typedRuleTester } from "./tester.js";

// fastmcp's contract allows what MCP's does (4.x's keys; the words of 3.x's stricter schema are the same).
const FASTMCP_ALLOWED = '"content", "structuredContent", "isError" and "_meta"';
const MCP_ALLOWED = FASTMCP_ALLOWED;

/** fastmcp's words for an extra key, as at its `server.addTool` sites. */
const fastmcpKey = (key: string) => ({
  key,
  allowed: FASTMCP_ALLOWED,
  api: "fastmcp",
  consequence: `"${key}" fails the whole call: fastmcp's result schema is strict ("unrecognized_keys"), so the model gets the validation error instead of the result`,
});

/** The Claude Agent SDK's words for an extra key, as at its `tool(...)` sites. */
const claudeKey = (key: string) => ({
  key,
  allowed: MCP_ALLOWED,
  api: "the Claude Agent SDK",
  consequence: `the Claude Agent SDK drops "${key}": Claude never sees it`,
});

/** MCP's words for an extra key (no-extra-keys' `extraKeyData`). */
const mcpKey = (key: string) => ({ key, allowed: MCP_ALLOWED });

/** A report of no-extra-keys, with its two suggestions (move the key into structuredContent, or _meta). */
const movable = (report: ReturnType<typeof error>) => ({ ...report, suggestions: 2 }) as never;

const FASTMCP_HELPER = `import type { ContentResult } from "fastmcp";
export async function helper(): Promise<ContentResult> {
  return { content: [{ type: "text", text: "3 rows" }], latencyMs: 3 };
}`;

/** Reached through a local alias and a union: only the checker sees ContentResult there. */
const FASTMCP_ALIAS = `import type { ContentResult } from "fastmcp";
type Reply = ContentResult | string;
export const reply = async (rows: string[]): Promise<Reply> => ({ content: rows.map((text) => ({ type: "text" as const, text })), latencyMs: 3 });`;

/** fastmcp's own `Tool["execute"]` type, with no ContentResult named anywhere. */
const FASTMCP_EXECUTE = `import type { Tool } from "fastmcp";
export const execute: Tool<undefined>["execute"] = async () => ({ content: [{ type: "text", text: "x" }], cached: true });`;

/** The Claude Agent SDK's handler type, through `Parameters` and `ReturnType` of its own `tool`. */
const CLAUDE_HELPER = `import type { tool } from "@anthropic-ai/claude-agent-sdk";
type Handler = Parameters<typeof tool>[3];
export const handler: Handler = async () => ({ content: [{ type: "text", text: "x" }], latencyMs: 3 });
export async function helper(): ReturnType<Handler> {
  return { content: [{ type: "text", text: "x" }], frames: 1 };
}`;

typedRuleTester.run("no-extra-keys (declared types, typed)", noExtraKeys, {
  valid: [
    // A result fastmcp's strict schema takes.
    {
      code: `import type { ContentResult } from "fastmcp";
export async function helper(): Promise<ContentResult> {
  return { content: [{ type: "text", text: "3 rows" }], isError: false };
}`,
      filename: typedFilename,
    },
    // Another package's type of the same name is no result.
    {
      code: `import type { ContentResult } from "./acme-results/index.js";
export async function helper(): Promise<ContentResult> {
  return { content: ["3 rows"], latencyMs: 3 };
}`,
      filename: typedFilename,
    },
    // Nor is a local one.
    {
      code: `type ContentResult = { content: { type: "text"; text: string }[]; latencyMs: number };
export async function helper(): Promise<ContentResult> {
  return { content: [{ type: "text", text: "3 rows" }], latencyMs: 3 };
}`,
      filename: typedFilename,
    },
  ],
  invalid: [
    {
      code: FASTMCP_HELPER,
      filename: typedFilename,
      errors: [movable(error("extraKeyApi", [3, 57, 69], fastmcpKey("latencyMs")))],
    },
    {
      code: FASTMCP_ALIAS,
      filename: typedFilename,
      errors: [movable(error("extraKeyApi", [3, 131, 143], fastmcpKey("latencyMs")))],
    },
    {
      code: FASTMCP_EXECUTE,
      filename: typedFilename,
      errors: [movable(error("extraKeyApi", [2, 107, 119], fastmcpKey("cached")))],
    },
    {
      code: CLAUDE_HELPER,
      filename: typedFilename,
      errors: [
        movable(error("extraKeyApi", [3, 88, 100], claudeKey("latencyMs"))),
        movable(error("extraKeyApi", [5, 52, 61], claudeKey("frames"))),
      ],
    },
    {
      // The MCP SDK's own type, in a file that does not import the Claude Agent SDK: MCP's words.
      code: `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
type Reply = CallToolResult;
export function helper(): Reply {
  return { content: [], took: 2 };
}`,
      filename: typedFilename,
      errors: [movable(error("extraKeyData", [4, 25, 32], mcpKey("took")))],
    },
    {
      // Regression (playwright-mcp-server's dist/tools/browser/screenshot.js, typed recall): an interface
      // that extends the SDK's type is a result too; it was read as another type, and the report lost.
      code: `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
interface ToolResponse extends CallToolResult { readonly note?: string }
interface Paged<T> extends ToolResponse { readonly page?: T }
export function helper(): ToolResponse {
  return { content: [], took: 2 };
}
export function paged(): Paged<number> {
  return { content: [], took: 3 };
}`,
      filename: typedFilename,
      errors: [
        movable(error("extraKeyData", [5, 25, 32], mcpKey("took"))),
        movable(error("extraKeyData", [8, 25, 32], mcpKey("took"))),
      ],
    },
  ],
});

typedRuleTester.run("structured-content-text (declared types, typed)", structuredContentText, {
  valid: [],
  invalid: [
    {
      // Claude reads only structuredContent's JSON when it is set, in a helper as at a tool site.
      code: `import type { tool } from "@anthropic-ai/claude-agent-sdk";
export const handler: Parameters<typeof tool>[3] = async () => ({
  content: [{ type: "text", text: "3 rows" }],
  structuredContent: { rows: 3 },
});`,
      filename: typedFilename,
      errors: [error("textDropped", [3, 13, 45], { api: "The Claude Agent SDK" })],
    },
  ],
});

// Without type information: an annotation that names the declared type by its import is found, with
// the framework's words. What only the checker can follow (an alias, `Tool["execute"]`, `ReturnType`) is
// weighed by syntax: beside a package whose results carry no status, a content of visible blocks makes an
// MCP result, reported in MCP's words rather than the framework's.
ruleTester.run("no-extra-keys (declared types, syntax)", noExtraKeys, {
  valid: [
    `import type { ContentResult } from "./acme-results/index.js";
export async function helper(): Promise<ContentResult> {
  return { content: ["3 rows"], latencyMs: 3 };
}`,
  ],
  invalid: [
    { code: FASTMCP_HELPER, errors: [movable(error("extraKeyApi", [3, 57, 69], fastmcpKey("latencyMs")))] },
    { code: FASTMCP_ALIAS, errors: [movable(error("extraKeyData", [3, 131, 143], mcpKey("latencyMs")))] },
    { code: FASTMCP_EXECUTE, errors: [movable(error("extraKeyData", [2, 107, 119], mcpKey("cached")))] },
    {
      code: CLAUDE_HELPER,
      errors: [
        movable(error("extraKeyData", [3, 88, 100], mcpKey("latencyMs"))),
        movable(error("extraKeyData", [5, 52, 61], mcpKey("frames"))),
      ],
    },
  ],
});

const OPENAI_HELPER = `import type { ToolOutputImage, ToolOutputText } from "@openai/agents";
export async function caption(): Promise<ToolOutputText> {
  return { type: "text", text: "a cat", confidence: 0.9 };
}
export const thumbnail = { type: "image", url: "https://example.com/cat.png" } satisfies ToolOutputImage;`;

ruleTester.run("valid-tool-api (declared output types)", validToolApi, {
  valid: [
    `import type { ToolOutputText } from "@openai/agents";
export async function caption(): Promise<ToolOutputText> {
  return { type: "text", text: "a cat" };
}`,
    // Not OpenAI's type.
    `type ToolOutputText = { type: "text"; text: string; confidence: number };
export const caption = (): ToolOutputText => ({ type: "text", text: "a cat", confidence: 0.9 });`,
  ],
  invalid: [
    {
      code: OPENAI_HELPER,
      errors: [
        error("droppedOutputField", [3, 41, 56], { fields: '"text"', type: "text", field: "confidence" }),
        error("outputAsText", [5, 26, 79], {
          what: "this image output",
          kind: "an image",
          missing: "it has no source (image, imageUrl, fileId or data)",
        }),
      ],
    },
    {
      // A callback's own return is checked once, as the tool's.
      code: `import { tool } from "@openai/agents";
import type { ToolOutputText } from "@openai/agents";
export const t = tool({ name: "t", parameters: p, execute: async (): Promise<ToolOutputText> => ({ type: "text", text: "x", score: 1 }) });`,
      errors: [error("droppedOutputField", [3, 125, 133], { fields: '"text"', type: "text", field: "score" })],
    },
  ],
});
