import rule from "../../src/rules/no-spread.js";
import { jsRuleTester, ruleTester } from "./tester.js";

const spread = (argument: string, line: number, column: number, endLine: number, endColumn: number) => ({
  messageId: "spread" as const,
  data: { argument },
  line,
  column,
  endLine,
  endColumn,
});

ruleTester.run("no-spread", rule, {
  valid: [
    "const r = { status: 'success', content: [{ text: 'a' }, { json: { ...stats } }] };",
    // Spreads in look-alikes and in patterns.
    "const state = { ...prev, status: 'loading', content: null };",
    "const { status, content, ...rest } = result;",
    "const body = { ...headers, status: 200, content };",
    // Without evidence syntax stays quiet (the typed mode decides these).
    "const r = { ...base, status: 'error' };",
  ],
  invalid: [
    {
      code: "const r = { status: 'success', content: [{ text: 'a' }], ...stats };",
      output: "const r = { status: 'success', content: [{ text: 'a' }, { json: { ...stats } }] };",
      errors: [spread("stats", 1, 58, 1, 66)],
    },
    {
      // Spreads before and after: both move, in their order.
      code: "const r = { ...defaults, status: 'error', content: [{ text: 'a' }], ...extra };",
      output: "const r = { status: 'error', content: [{ text: 'a' }, { json: { ...defaults, ...extra } }] };",
      errors: [spread("defaults", 1, 13, 1, 24), spread("extra", 1, 69, 1, 77)],
    },
    {
      code: "const r = {\n  status: 'success',\n  content: [{ text: 'a' }],\n  ...telemetry(),\n};",
      output:
        "const r = {\n  status: 'success',\n  content: [{ text: 'a' }, {\n    json: {\n      ...telemetry(),\n    },\n  }],\n};",
      errors: [spread("telemetry()", 4, 3, 4, 17)],
    },
    {
      // A spread never goes into a json block that has keys it could overwrite.
      code: "const r = { status: 'success', content: [{ json: { a: 1 } }], ...stats };",
      output: "const r = { status: 'success', content: [{ json: { a: 1 } }, { json: { ...stats } }] };",
      errors: [spread("stats", 1, 63, 1, 71)],
    },
    {
      code: "const r = { status: 'success', content: [{ text: 'a' }, { json: {} }], ...stats };",
      output: "const r = { status: 'success', content: [{ text: 'a' }, { json: { ...stats } }] };",
      errors: [spread("stats", 1, 72, 1, 80)],
    },
    {
      // Spreads and keys move together, keeping which one overrides which.
      code: "const r = { status: 'success', content: [{ text: 'a' }], frames: 1, ...stats, hz: 2 };",
      output: "const r = { status: 'success', content: [{ text: 'a' }, { json: { frames: 1, ...stats, hz: 2 } }] };",
      errors: [spread("stats", 1, 69, 1, 77)],
    },
  ],
});

jsRuleTester.run("no-spread (JavaScript)", rule, {
  valid: [],
  invalid: [
    {
      code: "module.exports = () => ({ status: 'success', content: [{ text: 'ok' }], ...metrics });",
      filename: "tool.js",
      output: "module.exports = () => ({ status: 'success', content: [{ text: 'ok' }, { json: { ...metrics } }] });",
      errors: [spread("metrics", 1, 73, 1, 83)],
    },
  ],
});
