/**
 * What is a tool result: the shared detection module, probed through a tiny rule that reports every
 * object it recognises (and how).
 */
import { ESLintUtils } from "@typescript-eslint/utils";
import { onToolResult } from "../../src/rules/visitor.js";
import { jsRuleTester, ruleTester } from "./tester.js";

const probe = ESLintUtils.RuleCreator.withoutDocs({
  meta: { type: "problem", schema: [], messages: { found: "tool result ({{evidence}})" } },
  create(context) {
    return onToolResult(context, (result) => {
      context.report({ node: result.node, messageId: "found", data: { evidence: result.evidence } });
    });
  },
});

const found = (evidence: "status" | "content" | "discriminator" | "site") => [
  { messageId: "found" as const, data: { evidence } },
];

ruleTester.run("detection", probe, {
  valid: [
    // Two opaque values are no evidence: a serializer.
    "class Job { toJSON() { return { status: this.status, content: this.content.map((c) => c.text) }; } }",
    // HTTP bodies and UI state.
    "res.json({ status: 404, content: [{ text: 'not found' }] });",
    "const body = { status: 'ok', content: html };",
    "setState({ status: 'loading', content: null });",
    "setState({ status: 'error', content: null, message: err.message });",
    "const state = { status: 'idle', content: undefined };",
    "const job = { id, status: 'queued', content: payload, attempts: 0 };",
    "const node = { status: Status.COMPLETED, result, executionTime: 12 };",
    // MCP-style results have no status.
    "return { content: [{ type: 'text', text: 'hi' }], isError: false };",
    // Only one of the two keys.
    "const a = { status: 'success', frames: 512 };",
    "const b = { content: [{ text: 'x' }], frames: 512 };",
    // Destructuring patterns, type literals and interfaces are never tool results.
    "const { status, content, ...rest } = result;",
    "({ status, content } = result);",
    "function f({ status = 'success', content = [] }) {}",
    "type R = { status: 'success'; content: Array<{ text: string }>; frames: number };",
    "interface R { status: 'success'; content: { text: string }[]; frames: number }",
    // A status that is not a contract status and content without blocks.
    "const r = { status: 'completed', content: items };",
    "const r = { status: ok ? 'success' : 'pending', content: items };",
    // `let` is not followed: it may change.
    "let s = 'success'; const r = { status: s, content: items };",
    // Template with expressions, unknown member.
    "const r = { status: `${kind}`, content: items };",
    "const r = { status: config.status, content: items };",
    // Content blocks without a block kind.
    "const r = { status: current, content: [{ type: 'image_url', url }] };",
    // A getter status gives no evidence by itself.
    "const r = { get status() { return 'success'; }, content: items };",
  ],
  invalid: [
    { code: "const r = { status: 'success', content: items };", errors: found("status") },
    { code: 'const r = { status: "error", content: [] };', errors: found("status") },
    { code: "const r = { status: `degraded`, content: blocks };", errors: found("status") },
    { code: "const r = { status: ok ? 'success' : 'error', content: x };", errors: found("status") },
    { code: "const r = { status: a ? 'success' : b ? 'degraded' : 'error', content: x };", errors: found("status") },
    { code: "const S = 'success'; const r = { status: S, content: x };", errors: found("status") },
    { code: "const S = 'success' as const; const r = { status: S, content: x };", errors: found("status") },
    { code: "const S = ('success' satisfies string); const r = { status: (S), content: x };", errors: found("status") },
    { code: "const A = 'error'; const B = A; const r = { status: B, content: x };", errors: found("status") },
    { code: "const status = 'success'; const r = { status, content };", errors: found("status") },
    {
      code: "const STATUS = { ok: 'success', bad: 'error' } as const; const r = { status: STATUS.ok, content: x };",
      errors: found("status"),
    },
    { code: "enum Status { Ok = 'success' } const r = { status: Status.Ok, content: x };", errors: found("status") },
    { code: "const r = { status: 'success' as ToolResultStatus, content: x };", errors: found("status") },
    { code: "const r = { 'status': 'success', ['content']: x };", errors: found("status") },
    // Content evidence: a block-like element, directly, through a const, or through a spread array.
    { code: "const r = { status: s, content: [{ text: 'done' }] };", errors: found("content") },
    { code: "const r = { status: 'sucess', content: [{ json: data }] };", errors: found("content") },
    { code: "const block = { image: img }; const r = { status: s, content: [block] };", errors: found("content") },
    { code: "const blocks = [{ text: 'a' }]; const r = { status: s, content: blocks };", errors: found("content") },
    { code: "const r = { status: s, content: [...prev, { json: data }] };", errors: found("content") },
    // Nested and yielded results, casts, `satisfies`, arguments.
    { code: "async function* run() { yield { status: 'success', content: x }; }", errors: found("status") },
    { code: "const r = { status: 'success', content: x } as ToolResult;", errors: found("status") },
    { code: "const r = <ToolResult>{ status: 'success', content: x };", errors: found("status"), filename: "file.ts" },
    { code: "emit(new ToolResultEvent({ status: 'error', content: x }));", errors: found("site") },
    {
      code: "const r = { outer: { status: 'success', content: x } };",
      errors: found("status"),
    },
  ],
});

ruleTester.run("detection: evidence for and against (the model in docs-detection)", probe, {
  valid: [
    // OpenAI Responses items: a tagged block, `type`, `role`, `id` beside `type`, another status word.
    `const item = { id, type: "message", status: "completed", role: "assistant", content: [{ type: "output_text", text, annotations: [] }] };`,
    `const item = { type: "message", role: "assistant", status: "in_progress", content: [] };`,
    `const item = { status: "success", content: [{ type: "output_text", text: "a" }] };`,
    // LangChain ToolMessage fields: a contract status, but a string content and other formats' keys.
    `new ToolMessage({ status: "success", content: "done", tool_call_id: id, name, metadata, artifact });`,
    `new ToolMessage({ status: "success", content: _stringify(content), artifact, tool_call_id: toolCallId });`,
    // Chat messages and other runtimes' records.
    `const m = { role: "assistant", status: "aborted", content: [{ text: "stopped" }] };`,
    `const m = { role: "tool", status: "error", content: [{ text: "boom" }] };`,
    `const r = { call_id: id, status: "success", content: [{ text: "a" }], metadata };`,
    `const r = { tool_use_id: id, status: "error", content: [{ text: "a" }], is_error: true };`,
    // Other vocabularies of status, with or without blocks.
    `const job = { status: "COMPLETE", content: [{ type: "text", text: "a" }] };`,
    `const r = { status: "ok", content, details };`,
    // ... but with an identity of its own, a record stays one beside blocks of the contract's style.
    `const job = { id, status: "PENDING", content: [{ text: "a" }] };`,
    // Wire records whose content is a JSON string, and a status that is not a contract status.
    `const record = { status: state, content: JSON.stringify(blocks), id };`,
    `const record = { status: "queued", content: "[]" };`,
    // A top-level type other than the contract's discriminator.
    `const r = { type: "toolResultBlock", status: "success", content: [{ text: "a" }] };`,
    {
      code: `const r = { type: "message", status: "success", content: [{ text: "a" }] };`,
      settings: { "tool-result": { preset: "strands" } },
    },
    // The Strands class's own name, imported from another package, is not the Strands class.
    `import { ToolResultBlock } from "other-sdk";\nnew ToolResultBlock({ status: s, content: c, error });`,
    // A contract word alone, in a file whose objects also take statuses of another vocabulary (job records).
    `const queued = { status: "queued", content, attempts: 0 };\nconst failed = { id: job.id, status: "error", content: job.content, lastError };`,
    // ... or numbers (HTTP bodies); here a string content beside an id and a numeric status elsewhere.
    `res.status(404).json({ status: 404, content: null });\nconst body = { status: "error", content: "Internal error", requestId };`,
    // A string content on a record with an identity key, computed or declared a string, or with a spread.
    `const row = { id: 1, status: "success", content: '[{"text":"Saved."}]', session_id: "s-1" };`,
    `const event = { runId, status: "success", content: JSON.stringify(result.content), timestamp };`,
    `const event = { status: "success", content: String(value), ...meta };`,
    `function editor(draft: string) { return { status: "error", content: draft, ...flags }; }`,
    // An object content that is no block: the payload of another kind of record.
    `const job = { status: "success", content: { title: "Rebuild index" }, attempts: 1 };`,
    // A type of the same name from elsewhere names no contract.
    `import type { ToolResultBlockData } from "./local.js";\nconst d: ToolResultBlockData = { toolUseId, status: s, content: c };`,
  ],
  invalid: [
    // Blocks in the contract's own style outweigh a status word it does not know: valid-status reports the word.
    { code: `const job = { status: "PENDING", content: [{ text: "a" }] };`, errors: found("content") },
    { code: `const r = { status: "completed", content: [{ text: "a" }], duration };`, errors: found("content") },
    { code: `const r = { status: "ok", content: [{ text: "x" }], latencyMs: 1 };`, errors: found("content") },
    {
      code: `const r = { status: "queued", content: [{ text: "x" }] };`,
      settings: { "tool-result": { statuses: ["a", "b", "c", "d", "e", "f"] } },
      errors: found("content"),
    },
    // A slip for a contract status beside a block of the contract's style is a tool result (valid-status reports it).
    { code: `const r = { status: "sucess", content: [{ text: "a" }] };`, errors: found("content") },
    { code: `const r = { status: "Success", content: [{ json: data }] };`, errors: found("content") },
    // A string content beside a contract status: a tool result with a wrong content (valid-content reports it).
    { code: `const r = { status: "success", content: "done" };`, errors: found("status") },
    // The strands preset's discriminator.
    {
      code: `const r = { type: "toolResultBlock", toolUseId, status: s, content: c, error };`,
      settings: { "tool-result": { preset: "strands" } },
      errors: found("discriminator"),
    },
    // The Strands TypeScript SDK's ToolResultBlock constructor takes a tool result, whatever the preset.
    { code: `new ToolResultBlock({ toolUseId, status: s, content: c, error });`, errors: found("site") },
    {
      code: `import { ToolResultBlock } from "@strands-agents/sdk";\nnew ToolResultBlock({ toolUseId, status: s, content: c });`,
      errors: found("site"),
    },
    // A string content with only contract keys, or with telemetry and no identity key, is a slip.
    { code: `const r = { status: "success", content: "done", frames: 2 };`, errors: found("status") },
    // A contract word alone in a file without another vocabulary.
    { code: `const r = { status: "error", content: job.content, attempts };`, errors: found("status") },
    // Blocks in the contract's style still decide in a file with another vocabulary.
    {
      code: `const job = { status: "queued", content };\nconst r = { status: "success", content: [{ text: "a" }], frames };`,
      errors: found("status"),
    },
    // A form of a status of another preset (`"partial"` for `"degraded"`) is a slip under strands too.
    {
      code: `const r = { status: "partial", content: [{ text: "a" }] };`,
      settings: { "tool-result": { preset: "strands" } },
      errors: found("content"),
    },
    // A literal annotated with a tool-result type of the Strands SDK or this package, by its import.
    {
      code: `import type { ToolResultBlockData } from "@strands-agents/sdk";\nconst d: ToolResultBlockData = { toolUseId, status: s, content: c, error };`,
      errors: found("site"),
    },
    {
      code: `import * as sdk from "@strands-agents/sdk";\nconst d = { toolUseId, status: s, content: c } satisfies sdk.ToolResultBlockData;`,
      errors: found("site"),
    },
    {
      code: `import type { ToolResult } from "eslint-plugin-tool-result/runtime";\nasync function run(): Promise<ToolResult> { return { status: s, content: c }; }`,
      errors: found("site"),
    },
  ],
});

jsRuleTester.run("detection (JavaScript)", probe, {
  valid: ["const body = { status: 200, content };", "const { status, content } = result;"],
  invalid: [
    {
      code: "export const run = () => ({ status: 'success', content: [{ text: 'ok' }], frames: 1 });",
      errors: found("status"),
    },
    { code: "const r = { status: s, content: [{ text: 'done' }] };", errors: found("content") },
  ],
});
