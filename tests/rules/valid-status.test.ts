import rule from "../../src/rules/valid-status.js";
import { error, ruleTester, typedCode, typedFilename, typedRuleTester, type Position } from "./tester.js";

const statuses = '"success", "error" or "degraded"';
const invalid = (status: string, position: Position, suggestion?: { status: string; output: string }) =>
  error(
    "invalidStatus",
    position,
    { status, statuses },
    suggestion ? [{ messageId: "useStatus", data: { status: suggestion.status }, output: suggestion.output }] : [],
  );

ruleTester.run("valid-status", rule, {
  valid: [
    "const r = { status: 'success', content: [{ text: 'a' }] };",
    "const r = { status: ok ? 'success' : 'degraded', content: [{ text: 'a' }] };",
    "const r = { status: computeStatus(), content: [{ text: 'a' }] };",
    // Look-alikes: no evidence that these are tool results.
    "setState({ status: 'loading', content: null });",
    "const job = { status: 'completed', content: payload };",
    // A status that is no word at all marks another kind of object, even beside a block.
    "res.json({ status: 404, content: [{ text: 'missing' }] });",
    {
      code: "const r = { status: 'skipped', content: [{ text: 'a' }] };",
      settings: { "tool-result": { statuses: ["success", "error", "skipped"] } },
    },
  ],
  invalid: [
    {
      code: "const r = { status: 'sucess', content: [{ text: 'a' }] };",
      errors: [
        invalid("sucess", [1, 21, 29], {
          status: "success",
          output: "const r = { status: 'success', content: [{ text: 'a' }] };",
        }),
      ],
    },
    {
      code: 'const r = { status: ok ? "success" : "failed", content: [{ text: "a" }] };',
      errors: [
        invalid("failed", [1, 38, 46], {
          status: "error",
          output: 'const r = { status: ok ? "success" : "error", content: [{ text: "a" }] };',
        }),
      ],
    },
    {
      // A slip for a contract status, beside a block of the contract's own style.
      code: "const r = { status: 'failed', content: [{ text: 'a' }] };",
      errors: [
        invalid("failed", [1, 21, 29], {
          status: "error",
          output: "const r = { status: 'error', content: [{ text: 'a' }] };",
        }),
      ],
    },
    {
      code: "const r = { status: `partial`, content: [{ text: 'a' }] };",
      errors: [
        invalid("partial", [1, 21, 30], {
          status: "degraded",
          output: "const r = { status: `degraded`, content: [{ text: 'a' }] };",
        }),
      ],
    },
    {
      // A wrong const is reported where it is used; no suggestion, since the const may serve others.
      code: "const BAD = 'Success';\nconst r = { status: BAD, content: [{ text: 'a' }] };",
      errors: [invalid("Success", [2, 21, 24])],
    },
    {
      // Under the upstream Strands preset "degraded" is not a status.
      code: "const r = { status: 'degraded', content: [{ text: 'a' }] };",
      settings: { "tool-result": { preset: "strands" } },
      errors: [
        error("invalidStatus", [1, 21, 31], { status: "degraded", statuses: '"success" or "error"' }, [
          {
            messageId: "useStatus",
            data: { status: "error" },
            output: "const r = { status: 'error', content: [{ text: 'a' }] };",
          },
        ]),
      ],
    },
  ],
});

typedRuleTester.run("valid-status (typed)", rule, {
  valid: [{ code: typedCode("const r: ToolResult = { status: mode, content: blocks };"), filename: typedFilename }],
  invalid: [
    {
      code: typedCode("const r = { status: legacy, content: [{ text: 'a' }] };"),
      filename: typedFilename,
      errors: [error("invalidStatusType", [2, 21, 27], { values: '"ok" or "failed"', statuses })],
    },
    {
      // Blocks in the contract's own style outweigh a word of another vocabulary.
      code: "const r = { status: 'ok', content: [{ text: 'a' }] };",
      errors: [
        invalid("ok", [1, 21, 25], {
          status: "success",
          output: "const r = { status: 'success', content: [{ text: 'a' }] };",
        }),
      ],
    },
    {
      // A word held in a const elsewhere is reported where it is used (the const may serve others).
      code: "const BAD = 'warning';\nconst r = { status: BAD, content: [{ text: 'a' }] };",
      errors: [error("invalidStatus", [2, 21, 24], { status: "warning", statuses })],
    },
    {
      // A word far from every status gets no suggestion.
      code: "const job = { status: 'PENDING', content: [{ text: 'a' }] };",
      errors: [error("invalidStatus", [1, 23, 32], { status: "PENDING", statuses }, [])],
    },
    {
      // A literal typed as a tool result is one whatever its status says.
      code: typedCode("const r: ToolResult = { status: 'ok', content: [{ text: 'a' }] };"),
      filename: typedFilename,
      errors: [
        invalid("ok", [2, 33, 37], {
          status: "success",
          output: typedCode("const r: ToolResult = { status: 'success', content: [{ text: 'a' }] };"),
        }),
      ],
    },
  ],
});
