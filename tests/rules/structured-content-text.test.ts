import rule from "../../src/rules/structured-content-text.js";
import { error, jsRuleTester } from "./tester.js";

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
`;

jsRuleTester.run("structured-content-text", rule, {
  valid: [
    // The data mirrored in a text block, or some text beside it (hosts that read only content see that).
    `${MCP}server.registerTool("t", {}, async () => ({ content: [{ type: "text", text: JSON.stringify(data) }], structuredContent: data }));`,
    `${MCP}server.registerTool("t", {}, async () => ({ content: [{ type: "text", text: "3 rows" }], structuredContent: { rows: 3 } }));`,
    // Blocks that cannot be seen, no structuredContent, or no tool site.
    `${MCP}server.registerTool("t", {}, async () => ({ content: blocks, structuredContent: data }));`,
    `${MCP}server.registerTool("t", {}, async () => ({ content: [...blocks], structuredContent: data }));`,
    `${MCP}server.registerTool("t", {}, async () => ({ content: [] }));`,
    `export const r = { content: [], structuredContent: { rows: 3 } };`,
    // The MCP SDK 2.x adds a text block with the JSON of a non-object structuredContent where there is none.
    `import { McpServer } from "@modelcontextprotocol/server";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => ({ content: [], structuredContent: [1, 2] }));`,
    {
      // With the exact option, a text block that is JSON.stringify of the same value.
      code: `${MCP}server.registerTool("t", {}, async () => ({ content: [{ type: "text", text: JSON.stringify(rows) }], structuredContent: rows }));`,
      options: [{ exact: true }],
    },
  ],
  invalid: [
    {
      code: `${MCP}server.registerTool("t", {}, async () => ({ content: [], structuredContent: { rows: 3 } }));`,
      errors: [
        error("noTextBlock", [3, 58, 3, 88], undefined, [
          {
            messageId: "addTextBlock",
            output: `${MCP}server.registerTool("t", {}, async () => ({ content: [{ type: "text", text: JSON.stringify({ rows: 3 }) }], structuredContent: { rows: 3 } }));`,
          },
        ]),
      ],
    },
    {
      // Only an image: hosts that read only content get no data. A call is not repeated by a suggestion.
      code: `${MCP}server.registerTool("t", {}, async () => ({ content: [{ type: "image", data: d, mimeType: "image/png" }], structuredContent: measure() }));`,
      errors: [error("noTextBlock", [3, 107, 3, 135], undefined, [])],
    },
    {
      // 1.x sends a non-object value as it is (no text block added), and 2.x adds none for an object.
      code: `${MCP}server.registerTool("t", {}, async () => ({ content: [], structuredContent: [1, 2] }));
import { McpServer as McpServer2 } from "@modelcontextprotocol/server";
new McpServer2({ name: "s", version: "1" }).registerTool("t", {}, async () => ({ content: [], structuredContent: { rows: 3 } }));`,
      errors: [
        error("noTextBlock", [3, 58, 3, 83], undefined, [
          {
            messageId: "addTextBlock",
            output: `${MCP}server.registerTool("t", {}, async () => ({ content: [{ type: "text", text: JSON.stringify([1, 2]) }], structuredContent: [1, 2] }));
import { McpServer as McpServer2 } from "@modelcontextprotocol/server";
new McpServer2({ name: "s", version: "1" }).registerTool("t", {}, async () => ({ content: [], structuredContent: { rows: 3 } }));`,
          },
        ]),
        error("noTextBlock", [5, 95, 5, 125], undefined, [
          {
            messageId: "addTextBlock",
            output: `${MCP}server.registerTool("t", {}, async () => ({ content: [], structuredContent: [1, 2] }));
import { McpServer as McpServer2 } from "@modelcontextprotocol/server";
new McpServer2({ name: "s", version: "1" }).registerTool("t", {}, async () => ({ content: [{ type: "text", text: JSON.stringify({ rows: 3 }) }], structuredContent: { rows: 3 } }));`,
          },
        ]),
      ],
    },
    {
      code: `${MCP}server.registerTool("t", {}, async () => ({ content: [{ type: "text", text: "3 rows" }], structuredContent: rows }));`,
      options: [{ exact: true }],
      errors: [error("notMirrored", [3, 90, 3, 113])],
    },
  ],
});
