/**
 * MCP servers: tool sites of the MCP TypeScript SDK (every API form), the mcp contract's checks in each
 * rule, with their messages, suggestions and fixes, and look-alikes that stay quiet under the mcp preset.
 */
import noExtraKeys from "../../src/rules/no-extra-keys.js";
import noSpread from "../../src/rules/no-spread.js";
import noWrappedResult from "../../src/rules/no-wrapped-result.js";
import validContent from "../../src/rules/valid-content.js";
import validStatus from "../../src/rules/valid-status.js";
import type { SuggestionOutput, TestCaseError } from "@typescript-eslint/rule-tester";
import { ruleTester, typedFilename, typedRuleTester, type Position } from "./tester.js";

/** An expected report by its full message (so the wording is asserted), position and suggestions. */
function reported(
  message: string,
  position: Position,
  suggestions?: { desc: string; output: string }[],
): TestCaseError<never> {
  const [line, column, endLine, endColumn] =
    position.length === 4 ? position : [position[0], position[1], position[0], position[2]];
  return {
    message,
    line,
    column,
    endLine,
    endColumn,
    ...(suggestions && { suggestions: suggestions as unknown as SuggestionOutput<never>[] }),
  } as unknown as TestCaseError<never>;
}

/** An extraKeyData report of `name`, with a suggestion for each data key (`output` gives its result). */
function extraKeyData(
  line: number,
  column: number,
  name: string,
  output: (key: string) => string,
): TestCaseError<never> {
  return {
    messageId: "extraKeyData",
    line,
    column,
    suggestions: ["structuredContent", "_meta"].map((key) => ({
      desc: `Move "${name}" into ${key}.`,
      output: output(key),
    })),
  } as unknown as TestCaseError<never>;
}

const MCP_PRESET = { "tool-result": { preset: "mcp" } };

/** Valid MCP results, and code that is not an MCP tool: quiet under the default preset and under mcp. */
const quietEverywhere = [
  // A result that extends another one, overriding its content: the other's keys reach the client as before.
  `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => {
  const result = await base();
  return { ...result, content: [{ type: "text", text: "hint" }, ...result.content] };
});`,
  `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => {
  const rows = items.map((i) => ({ content: i, extra: 1 }));
  return { content: [{ type: "text", text: String(rows.length) }] };
});`,
  `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", { outputSchema: shape }, async () => ({
  content: [
    { type: "text", text: "a", annotations: { audience: ["user"] }, _meta: { a: 1 } },
    { type: "image", data: "AA==", mimeType: "image/png" },
    { type: "audio", data: "AA==", mimeType: "audio/wav" },
    { type: "resource_link", uri: "file:///a", name: "a", title: "A", description: "d", mimeType: "text/plain", size: 3, icons: [] },
    { type: "resource", resource: { uri: "file:///a", blob: "AA==", mimeType: "x/y" } },
  ],
  structuredContent: { force: 3 },
  isError: false,
  _meta: { trace: "t" },
}));`,
  `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.tool("t", async () => ({ content: [] }));`,
  `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.tool("t", async () => ({ content: [{ type: "text", text: "a", extra: undefined }], frames: undefined }));`,
];

/** Objects of other formats that share some keys with an MCP result. */
const lookAlikes = [
  `const m = { role: "user", content: [{ type: "text", text: "hi" }] };`,
  `const r = { content: [{ type: "text", text: "hi", providerMetadata: {} }], finishReason: "stop", usage: { inputTokens: 1 } };`,
  `const p = { messages: [{ role: "user", content: { type: "text", text: "hi" } }] };`,
  `const item = { id: "m1", type: "message", status: "completed", content: [{ type: "output_text", text: "hi", annotations: [] }] };`,
  `const run = { status: "completed", content: [{ type: "text", text: "hi" }] };`,
  `const msg = { content: "done", tool_call_id: "c1", name: "t" };`,
  `const strands = { status: "success", content: [{ text: "a" }] };`,
  `const block = { type: "tool_result", tool_use_id: "t1", content: [{ type: "text", text: "hi" }], is_error: false };`,
  `const anth = { content: [{ type: "text", text: "hi" }, { type: "tool_use", id: "t", name: "n", input: {} }] };`,
  // Search hits of OpenAI's vector stores (and Cloudflare's AI Search): records with an identity, MCP's blocks.
  `const page = {
  object: "vector_store.search_results.page",
  data: [{ file_id: "f1", filename: "a.md", score: 0.9, attributes: {}, content: [{ id: "c1", type: "text", text: "hi" }] }],
};`,
  `const chunk = { id: "c1", content: [{ type: "text", text: "hi" }] };`,
  // Blocks of another format pushed onto the content array make it another format's.
  `function reply() {
  const content = [];
  content.push({ type: "output_text", text: "a" });
  return { content, frames: 1 };
}`,
  // A callback that maps records returns records, not a result.
  `const hits = rows.map((row) => ({ file_id: row.id, content: [{ type: "text", text: row.text }] }));`,
];

const quiet = [
  ...quietEverywhere,
  ...quietEverywhere.map((code) => ({ code, settings: MCP_PRESET })),
  ...lookAlikes,
  ...lookAlikes.map((code) => ({ code, settings: MCP_PRESET })),
  // Without the SDK in sight and under the default preset, a handler module's registerTool is a tool site
  // only in a file that builds MCP's blocks (whatever its callback returns).
  `export const register = (server) => {
  server.registerTool("t", config, async () => ({ content: [link], frames: 1 }));
};`,
  // Nor where the first argument cannot be a tool's name, or the receiver is visibly made otherwise.
  `server.registerTool({ name: "t" }, {}, () => ({ content: [{ type: "text", text: "a" }], frames: 1 }));`,
  `server.tool(() => ({ content: [{ type: "text", text: "a" }], frames: 1 }), "t");`,
  `import { Router } from "./router.js";
const router = new Router();
router.tool("t", "d", () => ({ content: [{ type: "text", text: "a" }], frames: 1 }));`,
  `const registry = { tool() {} };
registry.tool("t", () => ({ content: [{ type: "text", text: "a" }], frames: 1 }));`,
  // Under mcp, registerTool declares a tool only with a callback, and only on a receiver that may be a server.
  ...[
    `export const register = (server) => server.registerTool("t", async () => ({ content: [link], frames: 1 }));`,
    `const registry = new Map();
registry.registerTool("t", config, () => ({ content: [link], frames: 1 }));`,
    `import { Registry } from "./registry.js";
const tools = new Registry();
tools.registerTool("t", config, () => ({ content: [link], frames: 1 }));`,
    // A member assigned later that is none of the contract's keys says nothing (nor does a compound one).
    `async function run(content) {
  const message = { content, frames: 1 };
  message.read = true;
  message.isError ||= false;
  return message;
}`,
  ].map((code) => ({ code, settings: MCP_PRESET })),
];

const FRAMES =
  'MCP tool results carry only "content", "structuredContent", "isError" and "_meta" at the top level; "frames" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).';

/** Suggestions moving `frames: 1` of `({ content: [a text block], frames: 1 })` into each data key. */
const framesMoves = (head: string, tail = ""): { desc: string; output: string }[] =>
  ["structuredContent", "_meta"].map((key) => ({
    desc: `Move "frames" into ${key}.`,
    output: `${head}({\n  content: [{ type: "text", text: "a" }],\n  ${key}: { frames: 1 },\n}));${tail}`,
  }));

ruleTester.run("no-extra-keys (MCP)", noExtraKeys, {
  valid: quiet,
  invalid: [
    {
      // From the MCP SDK's textFallback.ts: a new structuredContent or _meta after `...result` would override
      // result's own, and one that a later spread may set would lose what moved into it: no suggestion.
      code: `server.registerTool("t", {}, (result) => ({ frames: 1, ...result, content: [{ type: "text", text: "a" }] }));
server.registerTool("u", {}, (result) => ({ frames: 1, _meta: {}, structuredContent: {}, content: [{ type: "text", text: "a" }], ...result }));`,
      settings: MCP_PRESET,
      errors: [reported(FRAMES, [1, 45, 54], []), reported(FRAMES, [2, 45, 54], [])],
      output: null,
    },
    {
      // A spread whose keys are visible and hold neither data key leaves both suggestions.
      code: `server.registerTool("t", {}, () => ({ frames: 1, ...{ isError: false }, content: [{ type: "text", text: "a" }] }));`,
      settings: MCP_PRESET,
      errors: [
        reported(
          FRAMES,
          [1, 39, 48],
          ["structuredContent", "_meta"].map((key) => ({
            desc: `Move "frames" into ${key}.`,
            output: `server.registerTool("t", {}, () => ({
  ...{ isError: false },
  content: [{ type: "text", text: "a" }],
  ${key}: { frames: 1 },
}));`,
          })),
        ),
      ],
      output: null,
    },
    {
      // Under mcp, a handler module's registerTool is a tool site without the SDK in sight (server-everything's
      // gzip-file-as-resource: the server is a parameter, the content an opaque block).
      code: `export const register = (server) => {
  server.registerTool("t", config, async () => {
    const link = make();
    return { frames: 1, content: [link] };
  });
};`,
      settings: MCP_PRESET,
      errors: [
        reported(
          FRAMES,
          [4, 14, 23],
          ["structuredContent", "_meta"].map((key) => ({
            desc: `Move "frames" into ${key}.`,
            output: `export const register = (server) => {
  server.registerTool("t", config, async () => {
    const link = make();
    return { content: [link], ${key}: { frames: 1 } };
  });
};`,
          })),
        ),
      ],
      output: null,
    },
    {
      // Under mcp the shape is enough: MCP-tagged blocks make a result whatever keys it has besides.
      code: `server.registerTool("t", {}, () => ({ content: [{ type: "text", text: "a" }], frames: 1 }));`,
      settings: MCP_PRESET,
      errors: [reported(FRAMES, [1, 79, 88], framesMoves(`server.registerTool("t", {}, () => `))],
      output: null,
    },
    {
      // Under the default preset, a method that names MCP's API in a file that builds MCP's blocks declares a
      // tool on a receiver of unknown origin: a handler module whose SDK import was type-only or absent.
      code: `server.registerTool("t", {}, () => ({ content: [{ type: "text", text: "a" }], frames: 1 }));`,
      errors: [reported(FRAMES, [1, 79, 88], framesMoves(`server.registerTool("t", {}, () => `))],
      output: null,
    },
    {
      // @azure-devops/mcp 2.10.0, dist/tools/core.js: \`configureCoreTools(server, ...)\` with server.tool(name,
      // description, shape, callback), in compiled JavaScript that imports nothing of the SDK.
      code: `export function configureCoreTools(server, connect) {
  server.tool(CORE_TOOLS.list_projects, "List the projects.", { top: z.number() }, async ({ top }) => {
    const projects = await connect(top);
    return { content: [{ type: "text", text: JSON.stringify(projects) }], frames: 1 };
  });
}`,
      errors: [
        reported(
          FRAMES,
          [4, 75, 84],
          ["structuredContent", "_meta"].map((key) => ({
            desc: `Move "frames" into ${key}.`,
            output: `export function configureCoreTools(server, connect) {
  server.tool(CORE_TOOLS.list_projects, "List the projects.", { top: z.number() }, async ({ top }) => {
    const projects = await connect(top);
    return {
      content: [{ type: "text", text: JSON.stringify(projects) }],
      ${key}: { frames: 1 },
    };
  });
}`,
          })),
        ),
      ],
      output: null,
    },
    {
      // A result built a member at a time: the variable holding it gets isError later
      // (chrome-devtools-mcp's ToolHandler: \`const result = { content }; if (response.error) result.isError = true;\`).
      code: `async function run(content, failed) {
  const result = { content, frames: 1 };
  if (failed) result.isError = true;
  return result;
}`,
      settings: MCP_PRESET,
      errors: [
        extraKeyData(
          2,
          29,
          "frames",
          (key) => `async function run(content, failed) {
  const result = { content, ${key}: { frames: 1 } };
  if (failed) result.isError = true;
  return result;
}`,
        ),
      ],
      output: null,
    },
    {
      // The blocks pushed onto a const array are the content's blocks (server-everything's
      // get-annotated-message: \`const content = []; content.push({ type: "text", ... }); return { content }\`).
      code: `server.registerTool("t", {}, () => {
  const content = [];
  content.push({ type: "text", text: "a" });
  return { content, frames: 1 };
});`,
      settings: MCP_PRESET,
      errors: [
        extraKeyData(
          4,
          21,
          "frames",
          (key) => `server.registerTool("t", {}, () => {
  const content = [];
  content.push({ type: "text", text: "a" });
  return { content, ${key}: { frames: 1 } };
});`,
        ),
      ],
      output: null,
    },
    {
      // A function of its own that returns blocks and an identity key returns a result with an extra key
      // (@circleci/mcp-server-circleci's startNewUsageExportJob: \`return { content, jobId }\`).
      code: `export async function start(id) {
  return { content: [{ type: "text", text: "Started." }], jobId: id };
}`,
      settings: MCP_PRESET,
      errors: [
        extraKeyData(
          2,
          59,
          "jobId",
          (key) => `export async function start(id) {
  return {
    content: [{ type: "text", text: "Started." }],
    ${key}: { jobId: id },
  };
}`,
        ),
      ],
      output: null,
    },
    {
      // An identity key makes a look-alike of the shape alone, not of a result that has the contract's
      // own keys (isError here), nor of one at a tool site.
      code: `const failed = { content: [{ type: "text", text: "a" }], isError: true, requestId: "r" };
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
new McpServer({ name: "s", version: "1" }).registerTool("t", {}, () => ({ content: [], requestId: "r" }));`,
      settings: MCP_PRESET,
      errors: [
        extraKeyData(
          1,
          73,
          "requestId",
          (key) => `const failed = {
  content: [{ type: "text", text: "a" }],
  isError: true,
  ${key}: { requestId: "r" },
};
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
new McpServer({ name: "s", version: "1" }).registerTool("t", {}, () => ({ content: [], requestId: "r" }));`,
        ),
        extraKeyData(
          3,
          88,
          "requestId",
          (key) => `const failed = { content: [{ type: "text", text: "a" }], isError: true, requestId: "r" };
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
new McpServer({ name: "s", version: "1" }).registerTool("t", {}, () => ({
  content: [],
  ${key}: { requestId: "r" },
}));`,
        ),
      ],
      output: null,
    },
    {
      // In a file that imports the SDK the shape is enough under any preset: a receiver made by another
      // class (here a router that forwards to the server) does not make an MCP-shaped result something else.
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
const router = new Router();
router.tool("x", () => ({ content: [{ type: "text", text: "a" }], frames: 1 }));`,
      errors: [
        reported(
          FRAMES,
          [4, 67, 76],
          framesMoves(`import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
const router = new Router();
router.tool("x", () => `),
        ),
      ],
      output: null,
    },
    {
      // telemetry beside content, on one line: suggestions only (no structuredContent yet)
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("move", { description: "d" }, async () => ({ content: [{ type: "text", text: "moved" }], frames: 512 }));`,
      errors: [
        reported(
          'MCP tool results carry only "content", "structuredContent", "isError" and "_meta" at the top level; "frames" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).',
          [3, 110, 121],
          [
            {
              desc: 'Move "frames" into structuredContent.',
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("move", { description: "d" }, async () => ({
  content: [{ type: "text", text: "moved" }],
  structuredContent: { frames: 512 },
}));`,
            },
            {
              desc: 'Move "frames" into _meta.',
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("move", { description: "d" }, async () => ({
  content: [{ type: "text", text: "moved" }],
  _meta: { frames: 512 },
}));`,
            },
          ],
        ),
      ],
      output: null,
    },
    {
      // into an existing structuredContent of a tool without outputSchema: still a suggestion, since the
      // extra key did reach the client (the SDK's result schema is loose)
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("move", { description: "d" }, async () => {
  return {
    content: [{ type: "text", text: "moved" }],
    structuredContent: { x: 1 },
    frames: 512,
  };
});`,
      errors: [
        reported(
          'MCP tool results carry only "content", "structuredContent", "isError" and "_meta" at the top level; "frames" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).',
          [7, 5, 16],
          [
            {
              desc: 'Move "frames" into structuredContent.',
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("move", { description: "d" }, async () => {
  return {
    content: [{ type: "text", text: "moved" }],
    structuredContent: { x: 1, frames: 512 },
  };
});`,
            },
            {
              desc: 'Move "frames" into _meta.',
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("move", { description: "d" }, async () => {
  return {
    content: [{ type: "text", text: "moved" }],
    structuredContent: { x: 1 },
    _meta: { frames: 512 },
  };
});`,
            },
          ],
        ),
      ],
      output: null,
    },
    {
      // with an outputSchema: suggestions only
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("move", { description: "d", outputSchema: shape }, async () => {
  return {
    content: [{ type: "text", text: "moved" }],
    structuredContent: { x: 1 },
    frames: 512,
  };
});`,
      errors: [
        reported(
          'MCP tool results carry only "content", "structuredContent", "isError" and "_meta" at the top level; "frames" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).',
          [7, 5, 16],
          [
            {
              desc: 'Move "frames" into structuredContent.',
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("move", { description: "d", outputSchema: shape }, async () => {
  return {
    content: [{ type: "text", text: "moved" }],
    structuredContent: { x: 1, frames: 512 },
  };
});`,
            },
            {
              desc: 'Move "frames" into _meta.',
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("move", { description: "d", outputSchema: shape }, async () => {
  return {
    content: [{ type: "text", text: "moved" }],
    structuredContent: { x: 1 },
    _meta: { frames: 512 },
  };
});`,
            },
          ],
        ),
      ],
      output: null,
    },
    {
      // status under MCP: isError suggestion
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("grip", { description: "d" }, async () => ({ status: "error", content: [{ type: "text", text: "jammed" }] }));`,
      errors: [
        reported(
          'MCP tool results have no "status": hosts drop it, so this result reads as a success whatever it says. Mark a failure with isError: true.',
          [3, 66, 81],
          [
            {
              desc: "Replace it with isError: true.",
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("grip", { description: "d" }, async () => ({ isError: true, content: [{ type: "text", text: "jammed" }] }));`,
            },
            {
              desc: 'Move "status" into structuredContent.',
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("grip", { description: "d" }, async () => ({
  content: [{ type: "text", text: "jammed" }],
  structuredContent: { status: "error" },
}));`,
            },
            {
              desc: 'Move "status" into _meta.',
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("grip", { description: "d" }, async () => ({
  content: [{ type: "text", text: "jammed" }],
  _meta: { status: "error" },
}));`,
            },
          ],
        ),
      ],
      output: null,
    },
    {
      // renamed import, callback declared by name (a function declaration)
      code: `import { McpServer as Server } from "@modelcontextprotocol/sdk/server/mcp.js";
const mcp = new Server({ name: "s", version: "1" });
async function move() {
  return { content: [{ type: "text", text: "ok" }], frames: 1 };
}
mcp.registerTool("move", { description: "d" }, move);`,
      errors: [
        reported(
          'MCP tool results carry only "content", "structuredContent", "isError" and "_meta" at the top level; "frames" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).',
          [4, 53, 62],
          [
            {
              desc: 'Move "frames" into structuredContent.',
              output: `import { McpServer as Server } from "@modelcontextprotocol/sdk/server/mcp.js";
const mcp = new Server({ name: "s", version: "1" });
async function move() {
  return {
    content: [{ type: "text", text: "ok" }],
    structuredContent: { frames: 1 },
  };
}
mcp.registerTool("move", { description: "d" }, move);`,
            },
            {
              desc: 'Move "frames" into _meta.',
              output: `import { McpServer as Server } from "@modelcontextprotocol/sdk/server/mcp.js";
const mcp = new Server({ name: "s", version: "1" });
async function move() {
  return { content: [{ type: "text", text: "ok" }], _meta: { frames: 1 } };
}
mcp.registerTool("move", { description: "d" }, move);`,
            },
          ],
        ),
      ],
      output: null,
    },
    {
      // namespace import, a const arrow by name
      code: `import * as sdk from "@modelcontextprotocol/sdk/server/mcp.js";
const s = new sdk.McpServer({ name: "s", version: "1" });
const look = () => ({ content: [], elapsed: 2 });
s.tool("look", look);`,
      errors: [
        reported(
          'MCP tool results carry only "content", "structuredContent", "isError" and "_meta" at the top level; "elapsed" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).',
          [3, 36, 46],
          [
            {
              desc: 'Move "elapsed" into structuredContent.',
              output: `import * as sdk from "@modelcontextprotocol/sdk/server/mcp.js";
const s = new sdk.McpServer({ name: "s", version: "1" });
const look = () => ({ content: [], structuredContent: { elapsed: 2 } });
s.tool("look", look);`,
            },
            {
              desc: 'Move "elapsed" into _meta.',
              output: `import * as sdk from "@modelcontextprotocol/sdk/server/mcp.js";
const s = new sdk.McpServer({ name: "s", version: "1" });
const look = () => ({ content: [], _meta: { elapsed: 2 } });
s.tool("look", look);`,
            },
          ],
        ),
      ],
      output: null,
    },
    {
      // require, and a server passed as an annotated parameter
      code: `const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
/** @param {McpServer} server */
function register(server) {
  server.registerTool("t", {}, () => ({ content: [{ type: "text", text: "a" }], took: 3 }));
}`,
      errors: [
        reported(
          'MCP tool results carry only "content", "structuredContent", "isError" and "_meta" at the top level; "took" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).',
          [4, 81, 88],
          [
            {
              desc: 'Move "took" into structuredContent.',
              output: `const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
/** @param {McpServer} server */
function register(server) {
  server.registerTool("t", {}, () => ({
    content: [{ type: "text", text: "a" }],
    structuredContent: { took: 3 },
  }));
}`,
            },
            {
              desc: 'Move "took" into _meta.',
              output: `const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
/** @param {McpServer} server */
function register(server) {
  server.registerTool("t", {}, () => ({
    content: [{ type: "text", text: "a" }],
    _meta: { took: 3 },
  }));
}`,
            },
          ],
        ),
      ],
      output: null,
    },
    {
      // typed parameter in TypeScript
      code: `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function register(server: McpServer) {
  server.registerTool("t", {}, async () => ({ content: [{ type: "text", text: "a" }], took: 3 }));
}`,
      errors: [
        reported(
          'MCP tool results carry only "content", "structuredContent", "isError" and "_meta" at the top level; "took" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).',
          [3, 87, 94],
          [
            {
              desc: 'Move "took" into structuredContent.',
              output: `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function register(server: McpServer) {
  server.registerTool("t", {}, async () => ({
    content: [{ type: "text", text: "a" }],
    structuredContent: { took: 3 },
  }));
}`,
            },
            {
              desc: 'Move "took" into _meta.',
              output: `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function register(server: McpServer) {
  server.registerTool("t", {}, async () => ({
    content: [{ type: "text", text: "a" }],
    _meta: { took: 3 },
  }));
}`,
            },
          ],
        ),
      ],
      output: null,
    },
    {
      // the low-level handler
      code: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "a":
      return { content: [{ type: "text", text: "a" }], requestId: 7 };
    default:
      return { content: [{ type: "text", text: "unknown tool" }], isError: true };
  }
});`,
      errors: [
        reported(
          'MCP tool results carry only "content", "structuredContent", "isError" and "_meta" at the top level; "requestId" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).',
          [7, 56, 68],
          [
            {
              desc: 'Move "requestId" into structuredContent.',
              output: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "a":
      return {
        content: [{ type: "text", text: "a" }],
        structuredContent: { requestId: 7 },
      };
    default:
      return { content: [{ type: "text", text: "unknown tool" }], isError: true };
  }
});`,
            },
            {
              desc: 'Move "requestId" into _meta.',
              output: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "a":
      return {
        content: [{ type: "text", text: "a" }],
        _meta: { requestId: 7 },
      };
    default:
      return { content: [{ type: "text", text: "unknown tool" }], isError: true };
  }
});`,
            },
          ],
        ),
      ],
      output: null,
    },
    {
      // a declared CallToolResult under the default preset
      code: `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
export function done(text: string): CallToolResult {
  return { content: [{ type: "text", text }], frames: 512 };
}`,
      errors: [
        reported(
          'MCP tool results carry only "content", "structuredContent", "isError" and "_meta" at the top level; "frames" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).',
          [3, 47, 58],
          [
            {
              desc: 'Move "frames" into structuredContent.',
              output: `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
export function done(text: string): CallToolResult {
  return {
    content: [{ type: "text", text }],
    structuredContent: { frames: 512 },
  };
}`,
            },
            {
              desc: 'Move "frames" into _meta.',
              output: `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
export function done(text: string): CallToolResult {
  return { content: [{ type: "text", text }], _meta: { frames: 512 } };
}`,
            },
          ],
        ),
      ],
      output: null,
    },
    {
      // found by shape under the mcp preset
      code: `export const ok = (text) => ({ content: [{ type: "text", text }], isError: false, frames: 2 });`,
      settings: { "tool-result": { preset: "mcp" } },
      errors: [
        reported(
          'MCP tool results carry only "content", "structuredContent", "isError" and "_meta" at the top level; "frames" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).',
          [1, 83, 92],
          [
            {
              desc: 'Move "frames" into structuredContent.',
              output: `export const ok = (text) => ({
  content: [{ type: "text", text }],
  isError: false,
  structuredContent: { frames: 2 },
});`,
            },
            {
              desc: 'Move "frames" into _meta.',
              output: `export const ok = (text) => ({
  content: [{ type: "text", text }],
  isError: false,
  _meta: { frames: 2 },
});`,
            },
          ],
        ),
      ],
      output: null,
    },
    {
      // keyed results in an MCP file keep the preset's contract
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export const r = { status: "success", content: [{ text: "a" }], frames: 1 };`,
      errors: [
        reported(
          'Tool results carry only "status", "content" and "toolUseId" at the top level; the runtime drops "frames" before the model sees it. Move it into a { json: ... } content block.',
          [2, 65, 74],
        ),
      ],
      output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export const r = {
  status: "success",
  content: [{ text: "a" }, { json: { frames: 1 } }],
};`,
    },
  ],
});

ruleTester.run("no-spread (MCP)", noSpread, {
  valid: quiet,
  invalid: [
    {
      // a spread at the top level
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.tool("look", "Look", async () => ({ content: [{ type: "text", text: "a" }], ...stats }));`,
      errors: [
        reported(
          "Spreading stats into the top level of an MCP tool result can add keys that hosts drop before the model sees them. Spread it inside structuredContent (data for structured consumers) or _meta (metadata for clients) instead: structuredContent: { ...stats }.",
          [3, 84, 92],
          [
            {
              desc: "Move ...stats into structuredContent.",
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.tool("look", "Look", async () => ({
  content: [{ type: "text", text: "a" }],
  structuredContent: { ...stats },
}));`,
            },
            {
              desc: "Move ...stats into _meta.",
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.tool("look", "Look", async () => ({
  content: [{ type: "text", text: "a" }],
  _meta: { ...stats },
}));`,
            },
          ],
        ),
      ],
      output: null,
    },
  ],
});

ruleTester.run("valid-content (MCP)", validContent, {
  valid: quiet,
  invalid: [
    {
      // block fields
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => ({
  content: [
    { type: "text", text: "a", latencyMs: 3 },
    { type: "txt", text: "b" },
    { text: "c" },
    { type: "image", data: "AA==" },
    { type: "resource", resource: { uri: "file:///a", text: "x", blob: "y" } },
    { type: "resource_link", uri: "file:///a", name: "a", size: "3" },
  ],
}));`,
      errors: [
        reported(
          '"latencyMs" is not a field of an MCP "text" block: the SDK strips it before the client sees it. Move it into the result\'s structuredContent, or into the block\'s _meta.',
          [5, 32, 44],
        ),
        reported(
          '"txt" is not an MCP content block type: the MCP SDK rejects the whole result ("Invalid tools/call result", JSON-RPC -32602), so the model sees nothing. Use "text", "image", "audio", "resource_link" or "resource".',
          [6, 13, 18],
          [
            {
              desc: 'Use "text".',
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => ({
  content: [
    { type: "text", text: "a", latencyMs: 3 },
    { type: "text", text: "b" },
    { text: "c" },
    { type: "image", data: "AA==" },
    { type: "resource", resource: { uri: "file:///a", text: "x", blob: "y" } },
    { type: "resource_link", uri: "file:///a", name: "a", size: "3" },
  ],
}));`,
            },
          ],
        ),
        reported(
          'This content block has no "type": the MCP SDK rejects the whole result ("Invalid tools/call result", JSON-RPC -32602), so the model sees nothing. MCP blocks are tagged, such as { type: "text", text: "..." }: give it one of "text", "image", "audio", "resource_link" or "resource".',
          [7, 5, 18],
          [
            {
              desc: 'Add type: "text".',
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => ({
  content: [
    { type: "text", text: "a", latencyMs: 3 },
    { type: "txt", text: "b" },
    { type: "text", text: "c" },
    { type: "image", data: "AA==" },
    { type: "resource", resource: { uri: "file:///a", text: "x", blob: "y" } },
    { type: "resource_link", uri: "file:///a", name: "a", size: "3" },
  ],
}));`,
            },
          ],
        ),
        reported(
          'An MCP "image" block needs "mimeType": without it the MCP SDK rejects the whole result ("Invalid tools/call result", JSON-RPC -32602), so the model sees nothing. Add it.',
          [8, 5, 36],
        ),
        reported(
          'The "resource" of an MCP "resource" block needs exactly one of "text" or "blob", not "text" and "blob": the MCP SDK rejects the whole result ("Invalid tools/call result", JSON-RPC -32602), so the model sees nothing.',
          [9, 35, 77],
        ),
        reported(
          '"size" of an MCP "resource_link" block must be a number, not a string: the MCP SDK rejects the whole result ("Invalid tools/call result", JSON-RPC -32602), so the model sees nothing.',
          [10, 65, 68],
        ),
      ],
      output: null,
    },
    {
      // content a string
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => ({ content: "done" }));`,
      errors: [
        reported(
          "Tool-result content must be an array of blocks, not a string.",
          [3, 54, 60],
          [
            {
              desc: 'Wrap the text in a text block: [{ type: "text", text: ... }].',
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => ({ content: [{ type: "text", text: "done" }] }));`,
            },
          ],
        ),
      ],
      output: null,
    },
  ],
});

ruleTester.run("valid-status (MCP)", validStatus, {
  valid: quiet,
  invalid: [
    {
      // isError a string
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => ({ content: [], isError: "true" }));`,
      errors: [
        reported(
          '"isError" must be true or false, not the string "true": MCP clients read any other value as no error, or reject the result.',
          [3, 67, 73],
          [
            {
              desc: "Use true.",
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => ({ content: [], isError: true }));`,
            },
          ],
        ),
      ],
      output: null,
    },
  ],
});

ruleTester.run("no-wrapped-result (MCP)", noWrappedResult, {
  valid: [],
  invalid: [
    {
      // a Strands generator callback: its yields are stream events, its return is the result
      code: `import { tool } from "@strands-agents/sdk";
tool({ name: "t", description: "d", inputSchema: s, callback: async function* () {
  yield { status: "running", content: [{ text: "step" }] };
  return { status: "error", content: [{ text: "jammed" }] };
} });`,
      errors: [
        reported(
          'The Strands SDK wraps whatever a tool callback returns in a successful result, so the model gets this object as one json block of a success, not as a result: its status "error" is lost. Return the content blocks themselves (data in a { json: ... } block), and throw an Error to fail the tool.',
          [4, 10, 60],
          [
            {
              desc: "Throw an Error with this text instead (the SDK sends the model an error result with it).",
              output: `import { tool } from "@strands-agents/sdk";
tool({ name: "t", description: "d", inputSchema: s, callback: async function* () {
  yield { status: "running", content: [{ text: "step" }] };
  throw new Error("jammed");
} });`,
            },
          ],
        ),
      ],
      output: null,
    },
  ],
});

ruleTester.run("no-extra-keys (MCP: SDK 2.x, helpers)", noExtraKeys, {
  valid: [],
  invalid: [
    {
      // SDK 2.x import; the callback returns a helper's result (followed in the same file, nested functions not)
      code: `import { McpServer } from "@modelcontextprotocol/server";
const server = new McpServer({ name: "s", version: "1" });
async function handleToolCall(name, args) {
  switch (name) {
    case "a":
      return { content: [{ type: "text", text: "a" }], frames: 1 };
    default: {
      const inner = () => ({ content: [], notATool: 1 });
      return { content: [{ type: "text", text: String(inner()) }], isError: true };
    }
  }
}
server.registerTool("a", { description: "d" }, async (args) => handleToolCall("a", args));`,
      errors: [
        reported(
          'MCP tool results carry only "content", "structuredContent", "isError" and "_meta" at the top level; "frames" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).',
          [6, 56, 65],
          [
            {
              desc: 'Move "frames" into structuredContent.',
              output: `import { McpServer } from "@modelcontextprotocol/server";
const server = new McpServer({ name: "s", version: "1" });
async function handleToolCall(name, args) {
  switch (name) {
    case "a":
      return {
        content: [{ type: "text", text: "a" }],
        structuredContent: { frames: 1 },
      };
    default: {
      const inner = () => ({ content: [], notATool: 1 });
      return { content: [{ type: "text", text: String(inner()) }], isError: true };
    }
  }
}
server.registerTool("a", { description: "d" }, async (args) => handleToolCall("a", args));`,
            },
            {
              desc: 'Move "frames" into _meta.',
              output: `import { McpServer } from "@modelcontextprotocol/server";
const server = new McpServer({ name: "s", version: "1" });
async function handleToolCall(name, args) {
  switch (name) {
    case "a":
      return { content: [{ type: "text", text: "a" }], _meta: { frames: 1 } };
    default: {
      const inner = () => ({ content: [], notATool: 1 });
      return { content: [{ type: "text", text: String(inner()) }], isError: true };
    }
  }
}
server.registerTool("a", { description: "d" }, async (args) => handleToolCall("a", args));`,
            },
          ],
        ),
      ],
      output: null,
    },
  ],
});

// Typed mode: the SDK infers CallToolResult from a zod schema, so its type has no name the checker keeps;
// it is known by the package that declares it and its properties.
typedRuleTester.run("no-extra-keys (MCP, typed)", noExtraKeys, {
  valid: [
    {
      code: `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
export const results: CallToolResult[] = [{ content: [{ type: "text", text: "a" }], isError: false }];`,
      filename: typedFilename,
    },
    {
      // The same shape without the SDK's type is not asked about under the default preset.
      code: `export const plain = [{ content: [{ type: "text", text: "a" }], took: 2 }];`,
      filename: typedFilename,
    },
  ],
  invalid: [
    {
      code: `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
export const results: CallToolResult[] = [{ content: [{ type: "text", text: "a" }], took: 2 }];
export const one: CallToolResult | undefined = Math.random() > 0.5 ? { content: [], took: 3 } : undefined;`,
      filename: typedFilename,
      errors: [
        { messageId: "extraKeyData", line: 2, column: 85, endLine: 2, endColumn: 92, suggestions: 2 },
        { messageId: "extraKeyData", line: 3, column: 85, endLine: 3, endColumn: 92, suggestions: 2 },
      ] as never,
    },
  ],
});

// The keys `allowedKeys` adds to its preset's reach the client in an MCP result: allowed at MCP tool sites
// too, whichever preset they are added to; the site keeps the mcp contract's own keys.
const SDK_SITE = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => ({ content: [], structuredContent: {}, traceId: "t", toolUseId: "u" }));`;
const SDK_SITE_HEAD = SDK_SITE.slice(0, SDK_SITE.indexOf("({ content"));
/** toolUseId reported with traceId allowed: its moves keep traceId where it is. */
const toolUseIdWithTraceId = {
  messageId: "extraKeyData",
  line: 3,
  column: 95,
  endLine: 3,
  endColumn: 109,
  suggestions: [
    {
      desc: 'Move "toolUseId" into structuredContent.',
      output: `${SDK_SITE_HEAD}({\n  content: [],\n  structuredContent: { toolUseId: "u" },\n  traceId: "t",\n}));`,
    },
    {
      desc: 'Move "toolUseId" into _meta.',
      output: `${SDK_SITE_HEAD}({\n  content: [],\n  structuredContent: {},\n  traceId: "t",\n  _meta: { toolUseId: "u" },\n}));`,
    },
  ],
} as unknown as TestCaseError<never>;
const TRACE_OVER_MCP = { "tool-result": { preset: "mcp", allowedKeys: ["traceId"] } };
const TRACE_OVER_DEFAULT = { "tool-result": { allowedKeys: ["traceId"] } };
ruleTester.run("no-extra-keys (MCP: keys the settings allow)", noExtraKeys, {
  valid: [
    {
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => ({ content: [], structuredContent: {}, traceId: "t" }));
const made = { content: [{ type: "text", text: "a" }], isError: true, traceId: "t" };`,
      settings: TRACE_OVER_MCP,
    },
  ],
  invalid: [
    {
      // Over the mcp preset: traceId is allowed, toolUseId (no key of MCP's, none the settings add) is not.
      code: SDK_SITE,
      settings: TRACE_OVER_MCP,
      errors: [toolUseIdWithTraceId],
      output: null,
    },
    {
      // Over the default preset: traceId is added, toolUseId is the preset's own key, which MCP has not.
      code: SDK_SITE,
      settings: TRACE_OVER_DEFAULT,
      errors: [toolUseIdWithTraceId],
      output: null,
    },
    {
      // fastmcp's strict schema fails the whole call on a key it does not know, whatever the settings allow.
      code: `import { FastMCP } from "fastmcp";
const server = new FastMCP({ name: "s", version: "1.0.0" });
server.addTool({ name: "a", execute: async () => ({ content: [], traceId: "t" }) });`,
      settings: TRACE_OVER_MCP,
      errors: [{ messageId: "extraKeyApi", line: 3, column: 66, suggestions: 2 }] as never,
      output: null,
    },
    {
      // Without the setting, both are extra.
      code: SDK_SITE,
      errors: [
        { messageId: "extraKeyData", line: 3, column: 81, suggestions: 2 },
        { messageId: "extraKeyData", line: 3, column: 95, suggestions: 2 },
      ] as never,
      output: null,
    },
  ],
});
