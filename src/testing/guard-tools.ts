/**
 * `guardTools(server)`: a test-time guard on an `McpServer` (MCP SDK 1.x `@modelcontextprotocol/sdk`
 * and 2.x `@modelcontextprotocol/server`). Every tool registered on it, before the call and after, has
 * its results checked as the runtime checks them (`validateToolResultAsync(result, "mcp", {
 * outputSchema })`, with the tool's own outputSchema): blocks the SDK rejects, a missing or falsy
 * structuredContent, and a structuredContent that breaks the outputSchema (an undeclared key included).
 *
 * How it fails: the tool call throws, inside the server, a ToolResultGuardError whose message lists
 * every issue, so the SDK answers the call with an isError result whose text is that message (what a
 * client and a model would see of a tool that throws), and the guard records it. A test fails loudly
 * by `await guard.assertNoFailures()` (say in afterEach), which throws the first failure with every
 * failure's message; `guard.failures` lists them.
 *
 * It reads two things of the SDK, the same in 1.x and 2.x (tests/testing/guard-tools.test.ts checks
 * both): the server's `_registeredTools` object (tool name to registered tool), and on each registered
 * tool the function the SDK calls (`handler` in 1.x, `executor` in 2.x) and its `outputSchema` (a
 * Standard Schema in both). A server without them is a TypeError that says so. Task tools (1.x
 * `registerToolTask`, whose handler is an object) and 2.x input-required results are not checked.
 */
import { describeValue } from "../common/describe-value.js";
import { quote } from "../common/text.js";
import { validateToolResultAsync, type OutputSchema, type ToolResultIssue } from "../runtime/index.js";

/** What guardTools needs of a server: an McpServer of MCP SDK 1.x or 2.x. */
export type GuardableServer = object;

/** One tool result the guard rejected. */
export interface ToolGuardFailure {
  /** The tool's name. */
  readonly tool: string;
  readonly issues: readonly ToolResultIssue[];
  /** The error the tool call threw inside the server (its message is the isError result's text). */
  readonly error: ToolResultGuardError;
}

/** What guardTools returns. */
export interface ToolGuard {
  /** Every result rejected so far, in call order. */
  readonly failures: readonly ToolGuardFailure[];
  /** Throws the first failure's error, whose message then lists every failure, if there is one. */
  assertNoFailures(): void;
}

/** Thrown inside the server for a tool result that breaks the MCP contract or the tool's outputSchema. */
export class ToolResultGuardError extends Error {
  override name = "ToolResultGuardError";
  /** The tool's name. */
  readonly tool: string;
  readonly issues: readonly ToolResultIssue[];
  constructor(tool: string, issues: readonly ToolResultIssue[]) {
    const count = issues.length === 1 ? "1 issue" : `${issues.length} issues`;
    super(
      `guardTools: tool ${quote(tool)} returned a result that MCP clients reject or the SDK replaces (${count}):\n${issues
        .map((issue) => `  - ${issue.message}`)
        .join("\n")}`,
    );
    this.tool = tool;
    this.issues = issues;
  }
}

interface Registered {
  outputSchema?: unknown;
  handler?: unknown;
  executor?: unknown;
}

type Fn = (...args: unknown[]) => unknown;

const guards = new WeakMap<object, ToolGuard>();

/**
 * Guards every tool of `server`, those registered already and those registered later (a renamed tool
 * and a replaced callback stay guarded). Guarding a server twice gives the same guard.
 */
export function guardTools(server: GuardableServer): ToolGuard {
  if (server === null || typeof server !== "object") throw new TypeError(notAServer(server));
  const known = guards.get(server);
  if (known !== undefined) return known;
  const registry: unknown = (server as { _registeredTools?: unknown })._registeredTools;
  if (registry === null || typeof registry !== "object") throw new TypeError(notAServer(server));

  const failures: ToolGuardFailure[] = [];
  const names = new WeakMap<object, string>();
  const guarded = new WeakSet<object>();

  const check = async (tool: Registered, result: unknown): Promise<void> => {
    if (notACallToolResult(result)) return;
    const outputSchema = tool.outputSchema as OutputSchema | undefined;
    const verdict = await validateToolResultAsync(
      result,
      "mcp",
      outputSchema === undefined || outputSchema === null ? undefined : { outputSchema },
    );
    if (verdict.ok) return;
    const name = names.get(tool) ?? "(unnamed)";
    const error = new ToolResultGuardError(name, verdict.issues);
    failures.push({ tool: name, issues: verdict.issues, error });
    throw error;
  };

  const wrap = (tool: Registered, inner: Fn): Fn =>
    async function guardedTool(this: unknown, ...args: unknown[]): Promise<unknown> {
      const result = await Reflect.apply(inner, this, args);
      await check(tool, result);
      return result;
    };

  const guard = (name: string, tool: unknown): void => {
    if (tool === null || typeof tool !== "object") return;
    names.set(tool, name);
    if (guarded.has(tool)) return;
    const registered = tool as Registered;
    // 2.x calls `executor` (made from the callback, again when it changes); 1.x calls `handler`.
    const key = typeof registered.executor === "function" ? "executor" : "handler";
    let inner: unknown = registered[key];
    if (typeof inner !== "function") return; // a task tool (1.x): its handler is an object of functions
    let wrapped = wrap(registered, inner as Fn);
    Object.defineProperty(tool, key, {
      configurable: true,
      enumerable: true,
      get: () => wrapped,
      set: (value: unknown) => {
        inner = value;
        wrapped = typeof value === "function" ? wrap(registered, value as Fn) : (value as Fn);
      },
    });
    guarded.add(tool);
  };

  for (const [name, tool] of Object.entries(registry)) guard(name, tool);
  (server as { _registeredTools: object })._registeredTools = new Proxy(registry, {
    set(target, key, value, receiver) {
      if (typeof key === "string") guard(key, value);
      return Reflect.set(target, key, value, receiver);
    },
  });

  const toolGuard: ToolGuard = {
    failures,
    assertNoFailures() {
      const first = failures[0];
      if (first === undefined) return;
      if (failures.length === 1) throw first.error;
      throw new ToolResultGuardError(
        first.tool,
        failures.flatMap((failure) =>
          failure.issues.map((issue) => ({ ...issue, message: `tool ${quote(failure.tool)}: ${issue.message}` })),
        ),
      );
    },
  };
  guards.set(server, toolGuard);
  return toolGuard;
}

/** A 2.x input-required result, or a task's CreateTaskResult ({ task } without content): not a CallToolResult. */
function notACallToolResult(result: unknown): boolean {
  try {
    if (result === null || typeof result !== "object") return false;
    const r = result as { resultType?: unknown; task?: unknown; content?: unknown };
    return r.resultType === "input_required" || (r.task !== undefined && r.content === undefined);
  } catch {
    return false;
  }
}

function notAServer(value: unknown): string {
  return `guardTools: expected an McpServer of the MCP TypeScript SDK (1.x @modelcontextprotocol/sdk/server/mcp.js, or 2.x @modelcontextprotocol/server), with its registered tools in _registeredTools; got ${describeValue(value)}.`;
}
