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

const found = (evidence: "status" | "content") => [{ messageId: "found" as const, data: { evidence } }];

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
    { code: "const r = { status: 'ok', content: [{ json: data }] };", errors: found("content") },
    { code: "const block = { image: img }; const r = { status: s, content: [block] };", errors: found("content") },
    { code: "const blocks = [{ text: 'a' }]; const r = { status: s, content: blocks };", errors: found("content") },
    { code: "const r = { status: s, content: [...prev, { json: data }] };", errors: found("content") },
    // Nested and yielded results, casts, `satisfies`, arguments.
    { code: "async function* run() { yield { status: 'success', content: x }; }", errors: found("status") },
    { code: "const r = { status: 'success', content: x } as ToolResult;", errors: found("status") },
    { code: "const r = <ToolResult>{ status: 'success', content: x };", errors: found("status"), filename: "file.ts" },
    { code: "emit(new ToolResultEvent({ status: 'error', content: x }));", errors: found("status") },
    {
      code: "const r = { outer: { status: 'success', content: x } };",
      errors: found("status"),
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
