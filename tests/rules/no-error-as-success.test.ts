import rule from "../../src/rules/no-error-as-success.js";
import { error, jsRuleTester } from "./tester.js";

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
`;
const STRANDS = `import { tool } from "@strands-agents/sdk";\n`;
const MCP_PRESET = { "tool-result": { preset: "mcp" } };

jsRuleTester.run("no-error-as-success", rule, {
  valid: [
    // Errors marked as errors, and successes.
    `${MCP}server.registerTool("t", {}, async () => {
  try {
    return { content: [{ type: "text", text: await run() }] };
  } catch (e) {
    return { content: [{ type: "text", text: \`Error: \${e.message}\` }], isError: true };
  }
});`,
    `${MCP}server.registerTool("t", {}, async () => ({ content: [{ type: "text", text: "Errors found: none." }], isError: flag }));`,
    `${MCP}server.registerTool("t", {}, async () => ({ content: [{ type: "text", text: "Everything went fine." }] }));`,
    // A catch inside a nested function is that function's; a literal outside any tool site says nothing.
    `${MCP}server.registerTool("t", {}, async () => {
  const safe = () => { try { return 1; } catch { return { content: [] }; } };
  return { content: [{ type: "text", text: String(safe()) }] };
});`,
    `export const r = { content: [{ type: "text", text: "Error: boom" }] };`,
    // A catch that puts the error aside returns a fallback, not a failure: the text of a response that
    // was not JSON (firecrawl-mcp 3.26.0, dist/index.js:147).
    `${MCP}server.registerTool("t", {}, async () => {
  const text = await fetchText();
  try { return { content: [{ type: "text", text }], structuredContent: JSON.parse(text) }; }
  catch { return { content: [{ type: "text", text }] }; }
});`,
    `${MCP}server.registerTool("t", {}, async () => { try { return { content: [] }; } catch (unused) { return { content: [{ type: "text", text: cached }] }; } });`,
    `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: () => { try { return run(); } catch { return "cached answer"; } } });`,
    // An explicit isError: false is the author's word where only the catch says otherwise: a result sent
    // on purpose when a check of the output failed (@mapbox/mcp-server 0.14.0, validateOutput.js:52).
    `${MCP}server.registerTool("t", {}, async () => {
  try { return await run(); }
  catch (error) { console.warn(error); return { content: [{ type: "text", text: fallback }], isError: false }; }
});`,
    // A status key is no-extra-keys' report (with its isError: true suggestion), not a second one here.
    `${MCP}server.registerTool("t", {}, async () => { try { return { content: [] }; } catch (e) { return { status: "error", content: [{ type: "text", text: String(e) }] }; } });`,
    // Under preset "mcp" MCP's blocks make a result of a returned object only: a constant is no result.
    { code: `export const r = { content: [{ type: "text", text: "Error: boom" }] };`, settings: MCP_PRESET },
    // Without the preset or the SDK, an object returned from a catch is no result by its blocks alone.
    `function handle() { try { return { content: [] }; } catch (e) { return { content: [{ type: "text", text: String(e) }] }; } }`,
    // Nor at a method that names MCP's API where its first argument cannot be a tool's name.
    `context.registerTool({ name: "t" }, {}, async () => { try { return { content: [] }; } catch (e) { return { content: [{ type: "text", text: String(e) }] }; } });`,
    // Strands: data and thrown errors.
    `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: () => "Calibrated." });`,
    `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: () => { try { return run(); } catch (e) { throw e; } } });`,
  ],
  invalid: [
    {
      // Under preset "mcp", where the tool is registered through a wrapper (cloudflare/mcp-server-cloudflare,
      // apps/radar: 62 such catch clauses) or its result comes from a helper, MCP's blocks make the result.
      code: `context.registerTool("t", {}, async () => {
  try {
    return { content: [{ type: "text", text: await run() }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error listing ASes: \${error}\` }] };
  }
});
function formatError(message) {
  return { content: [{ type: "text", text: \`Error: \${message}\` }] };
}`,
      settings: MCP_PRESET,
      errors: [
        error("errorWithoutIsError", [5, 12, 5, 81], { why: "it is returned from a catch clause" }, [
          {
            messageId: "addIsError",
            output: `context.registerTool("t", {}, async () => {
  try {
    return { content: [{ type: "text", text: await run() }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error listing ASes: \${error}\` }], isError: true };
  }
});
function formatError(message) {
  return { content: [{ type: "text", text: \`Error: \${message}\` }] };
}`,
          },
        ]),
        error("errorWithoutIsError", [9, 10, 9, 68], { why: 'its text begins with "Error"' }, [
          {
            messageId: "addIsError",
            output: `context.registerTool("t", {}, async () => {
  try {
    return { content: [{ type: "text", text: await run() }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error listing ASes: \${error}\` }] };
  }
});
function formatError(message) {
  return { content: [{ type: "text", text: \`Error: \${message}\` }], isError: true };
}`,
          },
        ]),
      ],
    },
    {
      // Under the default preset, a handler module's registerTool beside MCP's blocks is a tool site: the
      // result returned from its catch clause is reported, the helper's (a result by its blocks alone) is not.
      code: `context.registerTool("t", {}, async () => {
  try {
    return { content: [{ type: "text", text: await run() }] };
  } catch (error) {
    return { content: [{ type: "text", text: String(error) }] };
  }
});
function formatError(message) {
  return { content: [{ type: "text", text: \`Error: \${message}\` }] };
}`,
      errors: [
        error("errorWithoutIsError", [5, 12, 5, 64], { why: "it is returned from a catch clause" }, [
          {
            messageId: "addIsError",
            output: `context.registerTool("t", {}, async () => {
  try {
    return { content: [{ type: "text", text: await run() }] };
  } catch (error) {
    return { content: [{ type: "text", text: String(error) }], isError: true };
  }
});
function formatError(message) {
  return { content: [{ type: "text", text: \`Error: \${message}\` }] };
}`,
          },
        ]),
      ],
    },
    {
      // Returned from a catch clause without isError.
      code: `${MCP}server.registerTool("t", {}, async () => {
  try {
    return { content: [{ type: "text", text: await run() }] };
  } catch (e) {
    return { content: [{ type: "text", text: String(e) }] };
  }
});`,
      errors: [
        error("errorWithoutIsError", [7, 12, 7, 60], { why: "it is returned from a catch clause" }, [
          {
            messageId: "addIsError",
            output: `${MCP}server.registerTool("t", {}, async () => {
  try {
    return { content: [{ type: "text", text: await run() }] };
  } catch (e) {
    return { content: [{ type: "text", text: String(e) }], isError: true };
  }
});`,
          },
        ]),
      ],
    },
    {
      // A text that begins with an error word, with isError: false.
      code: `${MCP}server.registerTool("t", {}, async () => ({ content: [{ type: "text", text: "Failed to reach the arm." }], isError: false }));`,
      errors: [
        error("errorWithoutIsError", [3, 108, 3, 122], { why: 'its text begins with "Failed"' }, [
          {
            messageId: "addIsError",
            output: `${MCP}server.registerTool("t", {}, async () => ({ content: [{ type: "text", text: "Failed to reach the arm." }], isError: true }));`,
          },
        ]),
      ],
    },
    {
      // isError: false with a text that begins with an error word, returned from a catch: the text says why.
      code: `${MCP}server.registerTool("t", {}, async () => { try { return await run(); } catch (e) { return { content: [{ type: "text", text: \`Failed: \${e}\` }], isError: false }; } });`,
      errors: [
        error("errorWithoutIsError", [3, 144, 3, 158], { why: 'its text begins with "Failed"' }, [
          {
            messageId: "addIsError",
            output: `${MCP}server.registerTool("t", {}, async () => { try { return await run(); } catch (e) { return { content: [{ type: "text", text: \`Failed: \${e}\` }], isError: true }; } });`,
          },
        ]),
      ],
    },
    {
      // A template that begins with an error word, at the low-level handler.
      code: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => ({ content: [{ type: "text", text: \`Could not find \${request.params.name}\` }] }));`,
      errors: [
        error("errorWithoutIsError", [4, 69, 4, 147], { why: 'its text begins with "Could not"' }, [
          {
            messageId: "addIsError",
            output: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => ({ content: [{ type: "text", text: \`Could not find \${request.params.name}\` }], isError: true }));`,
          },
        ]),
      ],
    },
    {
      // Strands sends a returned string as a success: throw instead.
      code: `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: async () => {
  try {
    return await run();
  } catch (e) {
    return \`Error: \${e.message}\`;
  }
} });`,
      errors: [
        error(
          "errorAsData",
          [6, 12, 6, 33],
          { why: "it is returned from a catch clause", framework: "The Strands SDK" },
          [
            {
              messageId: "throwInstead",
              output: `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: async () => {
  try {
    return await run();
  } catch (e) {
    throw new Error(\`Error: \${e.message}\`);
  }
} });`,
            },
          ],
        ),
      ],
    },
    {
      code: `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: (input) => { if (!input.ok) return "Unable to grip."; return "Gripped."; } });`,
      errors: [
        error(
          "errorAsData",
          [2, 98, 2, 115],
          { why: 'its text begins with "Unable to"', framework: "The Strands SDK" },
          [
            {
              messageId: "throwInstead",
              output: `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: (input) => { if (!input.ok) throw new Error("Unable to grip."); return "Gripped."; } });`,
            },
          ],
        ),
      ],
    },
  ],
});
