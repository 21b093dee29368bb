import rule from "../../src/rules/valid-content.js";
import { error, ruleTester } from "./tester.js";

const kinds = '"text", "json" or "image"';

ruleTester.run("valid-content", rule, {
  valid: [
    "const r = { status: 'success', content: [{ text: 'a' }, { json: { a: 1 } }, { image: img }] };",
    "const r = { status: 'success', content: blocks };",
    "const r = { status: 'success', content: [...blocks] };",
    "const r = { status: 'success', content: [{ ...block }] };",
    "const r = { status: 'success', content: [{ [kind]: value }] };",
    // Blocks may carry other keys beside their one kind.
    "const r = { status: 'success', content: [{ type: 'text', text: 'a' }] };",
    // Look-alikes.
    "setState({ status: 'ready', content: [] });",
    "const page = { status: 'draft', content: 'Hello' };",
    {
      code: "const r = { status: 'success', content: [{ document: doc }] };",
      settings: { "tool-result": { preset: "strands" } },
    },
    {
      // The Strands SDKs accept a result without blocks (found in the Strands TypeScript SDK's own tests).
      code: "const result = { toolUseId: 'tool-000', status: 'success', content: [] };",
      settings: { "tool-result": { preset: "strands" } },
    },
    // The payload of the 2024-10-07 form ({ toolResult }) goes on unparsed: its blocks are not a result's
    // (@kimtaeyoon83/mcp-server-youtube-transcript 0.1.1); valid-tool-api reports the form itself.
    `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async () => ({ toolResult: { content: [{ type: "text", text: "x", metadata: { n: 1 } }] } }));`,
    {
      code: `export function transcript(text) { return { toolResult: { content: [{ type: "text", text, metadata: { n: 1 } }], isError: false } }; }`,
      settings: { "tool-result": { preset: "mcp" } },
    },
  ],
  invalid: [
    {
      code: "const r = { status: 'success', content: [] };",
      errors: [error("emptyContent", [1, 41, 43])],
    },
    {
      code: "const r = { status: 'success', content: 'Done.' };",
      errors: [
        error("notArray", [1, 41, 48], { what: "a string" }, [
          { messageId: "wrapInTextBlock", output: "const r = { status: 'success', content: [{ text: 'Done.' }] };" },
        ]),
      ],
    },
    {
      code: "const r = { status: 'success', content: { text: 'Done.' } };",
      errors: [
        error("notArray", [1, 41, 58], { what: "a single object" }, [
          {
            messageId: "wrapInArray",
            data: { text: "{ text: 'Done.' }" },
            output: "const r = { status: 'success', content: [{ text: 'Done.' }] };",
          },
        ]),
      ],
    },
    {
      code: "const r = { status: 'error', content: [{ text: 'a', json: {} }, 'str', {}, { tags: 'x', image: i }, [1]] };",
      errors: [
        error("severalBlockKinds", [1, 40, 63], { found: '"text" and "json"', kinds }),
        error("notBlock", [1, 65, 70], { what: "a string", kinds }),
        error("noBlockKind", [1, 72, 74], { kinds }),
        error("notBlock", [1, 101, 104], { what: "an array", kinds }),
      ],
    },
    {
      code: "const r = {\n  status: 'degraded',\n  content: [\n    { text: 'partial', image: { format: 'png', source } },\n  ],\n};",
      errors: [error("severalBlockKinds", [4, 5, 58], { found: '"text" and "image"', kinds })],
    },
    {
      code: "const r = { status: 'success', content: [{ document: doc }] };",
      errors: [error("noBlockKind", [1, 42, 59], { kinds })],
    },
  ],
});
