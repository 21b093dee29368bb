import rule from "../../src/rules/valid-content.js";
import { ruleTester } from "./tester.js";

const kinds = '"text", "json" or "image"';
const at = (line: number, column: number, endLine: number, endColumn: number) => ({ line, column, endLine, endColumn });

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
  ],
  invalid: [
    {
      code: "const r = { status: 'success', content: [] };",
      errors: [{ messageId: "emptyContent", ...at(1, 41, 1, 43) }],
    },
    {
      code: "const r = { status: 'success', content: 'Done.' };",
      errors: [
        {
          messageId: "notArray",
          data: { what: "a string" },
          ...at(1, 41, 1, 48),
          suggestions: [
            { messageId: "wrapInTextBlock", output: "const r = { status: 'success', content: [{ text: 'Done.' }] };" },
          ],
        },
      ],
    },
    {
      code: "const r = { status: 'success', content: { text: 'Done.' } };",
      errors: [
        {
          messageId: "notArray",
          data: { what: "a single object" },
          ...at(1, 41, 1, 58),
          suggestions: [
            {
              messageId: "wrapInArray",
              data: { text: "{ text: 'Done.' }" },
              output: "const r = { status: 'success', content: [{ text: 'Done.' }] };",
            },
          ],
        },
      ],
    },
    {
      code: "const r = { status: 'error', content: [{ text: 'a', json: {} }, 'str', {}, { type: 'x', image: i }, [1]] };",
      errors: [
        { messageId: "severalBlockKinds", data: { found: '"text" and "json"', kinds }, ...at(1, 40, 1, 63) },
        { messageId: "notBlock", data: { what: "a string", kinds }, ...at(1, 65, 1, 70) },
        { messageId: "noBlockKind", data: { kinds }, ...at(1, 72, 1, 74) },
        { messageId: "notBlock", data: { what: "an array", kinds }, ...at(1, 101, 1, 104) },
      ],
    },
    {
      code: "const r = {\n  status: 'degraded',\n  content: [\n    { text: 'partial', image: { format: 'png', source } },\n  ],\n};",
      errors: [{ messageId: "severalBlockKinds", data: { found: '"text" and "image"', kinds }, ...at(4, 5, 4, 58) }],
    },
    {
      code: "const r = { status: 'success', content: [{ document: doc }] };",
      errors: [{ messageId: "noBlockKind", data: { kinds }, ...at(1, 42, 1, 59) }],
    },
  ],
});
