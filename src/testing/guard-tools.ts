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
 * `registerToolTask`, whose handler is an object) and 2.x input-required results are not checked. A 2.x
 * server's result is checked as it sends it to clients of the 2025-11-25 protocol (a value that is not an
 * object, or whose schema's root is not one, wrapped as `{ result }`). A schema the check refuses is a
 * failure too.
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

  const check = async (tool: Registered, result: unknown, v2: boolean): Promise<void> => {
    if (v2 && inputRequired(result)) return;
    let issues: readonly ToolResultIssue[];
    try {
      const [sent, outputSchema] = v2 ? sentBy2x(result, tool.outputSchema) : [result, tool.outputSchema];
      const verdict = await validateToolResultAsync(
        sent,
        "mcp",
        outputSchema === undefined || outputSchema === null
          ? undefined
          : { outputSchema: outputSchema as OutputSchema },
      );
      if (verdict.ok) return;
      issues = verdict.issues;
    } catch (error) {
      // A schema the check refuses (or one that throws) is a failure of its own, recorded like the others.
      issues = [{ path: [], message: error instanceof Error ? error.message : String(error) }];
    }
    const name = names.get(tool) ?? "(unnamed)";
    const error = new ToolResultGuardError(name, issues);
    failures.push({ tool: name, issues, error });
    throw error;
  };

  const wrap = (tool: Registered, inner: Fn, v2: boolean): Fn =>
    async function guardedTool(this: unknown, ...args: unknown[]): Promise<unknown> {
      const result = await Reflect.apply(inner, this, args);
      await check(tool, result, v2);
      return result;
    };

  const guard = (name: string, tool: unknown): void => {
    if (tool === null || typeof tool !== "object") return;
    names.set(tool, name);
    if (guarded.has(tool)) return;
    const registered = tool as Registered;
    // 2.x calls `executor` (made from the callback, again when it changes); 1.x calls `handler`.
    const v2 = typeof registered.executor === "function";
    const key = v2 ? "executor" : "handler";
    let inner: unknown = registered[key];
    if (typeof inner !== "function") return; // a task tool (1.x): its handler is an object of functions
    let wrapped = wrap(registered, inner as Fn, v2);
    Object.defineProperty(tool, key, {
      configurable: true,
      enumerable: true,
      get: () => wrapped,
      set: (value: unknown) => {
        inner = value;
        wrapped = typeof value === "function" ? wrap(registered, value as Fn, v2) : (value as Fn);
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

/** A 2.x input-required result: not a CallToolResult. */
function inputRequired(result: unknown): boolean {
  return (
    result !== null &&
    typeof result === "object" &&
    (result as { resultType?: unknown }).resultType === "input_required"
  );
}

/**
 * The result and schema as a 2.x server sends them to a client of the 2025-11-25 protocol: where the
 * outputSchema's root is not an object schema, or structuredContent is not an object, the server wraps
 * the value as `{ result }` and the schema as `{ type: "object", properties: { result }, required: ["result"] }`
 * (SEP-2106). Anything else as it is.
 */
function sentBy2x(result: unknown, outputSchema: unknown): [unknown, unknown] {
  if (result === null || typeof result !== "object" || !("structuredContent" in result)) return [result, outputSchema];
  const value = (result as { structuredContent?: unknown }).structuredContent;
  const root = rootOf(outputSchema);
  const valueIsObject = value !== null && typeof value === "object" && !Array.isArray(value);
  if (value === undefined || (root.isObject && valueIsObject)) return [result, outputSchema];
  return [{ ...result, structuredContent: { result: value } }, root.wrapped ?? outputSchema];
}

/** What a tool's outputSchema is to a 2.x server, read once per schema (its JSON Schema is made once). */
interface Root {
  /** Whether the JSON Schema's root is an object schema (true when there is none to read). */
  readonly isObject: boolean;
  /** For another root, the schema wrapped as the server wraps it: `{ result: <schema> }`. */
  readonly wrapped: OutputSchema | undefined;
}

const roots = new WeakMap<object, Root>();
const OBJECT_ROOT: Root = { isObject: true, wrapped: undefined };

function rootOf(outputSchema: unknown): Root {
  const standard = standardOf(outputSchema);
  if (standard === undefined) return OBJECT_ROOT;
  const key = outputSchema as object;
  let root = roots.get(key);
  if (root === undefined) {
    const document = standard.jsonSchema.output({ target: "draft-2020-12" });
    const isObject =
      document !== null && typeof document === "object" && (document as { type?: unknown }).type === "object";
    const wrapped: OutputSchema | undefined = isObject
      ? undefined
      : {
          "~standard": {
            validate: (v: unknown) => liftIssues(standard.validate((v as { result?: unknown }).result)),
            jsonSchema: {
              output: () => ({ type: "object", properties: { result: document }, required: ["result"] }),
            },
          },
        };
    root = { isObject, wrapped };
    roots.set(key, root);
  }
  return root;
}

interface StandardLike {
  readonly validate: (value: unknown) => unknown;
  readonly jsonSchema: { readonly output: (options: { readonly target: string }) => unknown };
}

/** The Standard Schema of an outputSchema that gives a JSON Schema of itself; undefined for any other. */
function standardOf(schema: unknown): StandardLike | undefined {
  if ((typeof schema !== "object" && typeof schema !== "function") || schema === null || !("~standard" in schema))
    return undefined;
  const standard = (schema as { "~standard": StandardLike })["~standard"];
  const output = standard.jsonSchema?.output;
  if (typeof output !== "function") return undefined;
  return {
    validate: (v) => standard.validate(v),
    jsonSchema: { output: (o) => Reflect.apply(output, standard.jsonSchema, [o]) },
  };
}

/** A Standard Schema answer for the value under `result`: its issues' paths start with "result". */
function liftIssues(answer: unknown): unknown {
  if (answer instanceof Promise) return answer.then(liftIssues);
  const issues = (answer as { issues?: readonly { path?: readonly unknown[] }[] } | null)?.issues;
  if (issues === undefined) return answer;
  return { issues: issues.map((issue) => ({ ...issue, path: ["result", ...(issue.path ?? [])] })) };
}

function notAServer(value: unknown): string {
  return `guardTools: expected an McpServer of the MCP TypeScript SDK (1.x @modelcontextprotocol/sdk/server/mcp.js, or 2.x @modelcontextprotocol/server), with its registered tools in _registeredTools; got ${describeValue(value)}.`;
}
