import { describeThrown, describeValue } from "../../common/describe-value.js";
import { isRecord } from "../../common/is-record.js";
import { quote, truncate } from "../../common/text.js";
import { flattenJsonSchema } from "./schema-to-spec.js";
import type { AgentTool } from "./tool.js";
import type { ToolSpec } from "./types.js";

/** Tool names: 1 to 64 letters, digits, `_` or `-` (what model providers accept). */
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/u;

/** Thrown for a tool the registry cannot take: an invalid or duplicate name, a spec that disagrees. */
export class ToolRegistryError extends Error {
  override name = "ToolRegistryError";
  constructor(
    message: string,
    /** The name of the tool concerned (`""` when it has none that can be read). */
    readonly toolName: string,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * A {@link ToolRegistryError} for an error thrown while making a tool (its schema cannot be a spec, say):
 * the error's message after `prefix` (once: a message that starts with it already keeps its own), cut at
 * 1,000 characters, and the error as its cause.
 */
export function wrapToolError(prefix: string, error: unknown, toolName: string): ToolRegistryError {
  let message = describeThrown(error, 1000);
  try {
    if (error instanceof Error && typeof error.message === "string") message = truncate(error.message, 1000);
  } catch {
    // described above already
  }
  return new ToolRegistryError(message.startsWith(prefix) ? message : `${prefix}: ${message}`, toolName, {
    cause: error,
  });
}

/** Why `name` is not a valid tool name, or `undefined` when it is. */
export function toolNameProblem(name: unknown): string | undefined {
  if (typeof name !== "string") return `a tool name must be a string, got ${describeValue(name)}`;
  if (name.length === 0) return "a tool name must not be empty";
  if (name.length > 64) return `a tool name has at most 64 characters, "${name.slice(0, 20)}..." has ${name.length}`;
  if (!TOOL_NAME_PATTERN.test(name)) {
    const bad = [...new Set([...name].filter((ch) => !/[A-Za-z0-9_-]/u.test(ch)))]
      .map((ch) => JSON.stringify(ch))
      .join(", ");
    return `tool name "${name}" contains ${bad}; use only letters, digits, "_" and "-"`;
  }
  return undefined;
}

/** Throws a {@link ToolRegistryError} unless `name` is 1 to 64 letters, digits, `_` or `-`. */
export function assertValidToolName(name: unknown): asserts name is string {
  const problem = toolNameProblem(name);
  if (problem !== undefined)
    throw new ToolRegistryError(`Invalid tool name: ${problem}.`, typeof name === "string" ? name : "");
}

/**
 * The tools an agent can call, by name. Tools registered while the agent runs (such as the
 * structured-output tool) are kept apart as dynamic tools, so they can be removed again without
 * touching the rest.
 */
export class ToolRegistry {
  readonly #tools = new Map<string, AgentTool>();
  readonly #dynamic = new Map<string, AgentTool>();

  constructor(tools: Iterable<AgentTool> = []) {
    for (const tool of tools) this.register(tool);
  }

  /** Adds a tool. Throws a {@link ToolRegistryError} for an invalid or already registered name. */
  register(tool: AgentTool): this {
    this.#check(tool);
    this.#tools.set(tool.toolName, tool);
    return this;
  }

  /** Adds a tool for the current run only and marks it dynamic. Same checks as {@link register}. */
  registerDynamicTool(tool: AgentTool): this {
    this.#check(tool);
    tool.markDynamic();
    this.#dynamic.set(tool.toolName, tool);
    return this;
  }

  /** The tool called `name`, dynamic or not. */
  get(name: string): AgentTool | undefined {
    return this.#tools.get(name) ?? this.#dynamic.get(name);
  }

  /** Whether a tool called `name` is registered. */
  has(name: string): boolean {
    return this.#tools.has(name) || this.#dynamic.has(name);
  }

  /** Removes the tool called `name`; true when there was one. */
  remove(name: string): boolean {
    return this.#tools.delete(name) || this.#dynamic.delete(name);
  }

  /** Every tool: the registered ones, then the dynamic ones, each in the order they were added. */
  list(): AgentTool[] {
    return [...this.#tools.values(), ...this.#dynamic.values()];
  }

  /** The specs to offer a model, in the order of {@link list}. */
  toolSpecs(): ToolSpec[] {
    return this.list().map((tool) => tool.toolSpec);
  }

  /** The dynamic tools by name (read-only: change them through the registry). */
  get dynamicTools(): ReadonlyMap<string, AgentTool> {
    return this.#dynamic;
  }

  /**
   * Throws a {@link ToolRegistryError} for a tool the registry cannot take: not a tool, a name or spec
   * that cannot be read (a getter that throws), an invalid or taken name, or a spec a model cannot be
   * sent (see {@link specProblem}).
   */
  #check(tool: AgentTool): void {
    if (tool === null || typeof tool !== "object") {
      throw new ToolRegistryError(`Expected a tool (an AgentTool), got ${describeValue(tool)}.`, "");
    }
    const name = readTool(tool, "toolName", "");
    assertValidToolName(name);
    if (this.has(name)) {
      const where = this.#dynamic.has(name) ? "a dynamic tool" : "a tool";
      throw new ToolRegistryError(
        `Tool "${name}" is already registered (as ${where}). Tool names must be unique: rename one of them or remove the other first.`,
        name,
      );
    }
    const problem = specProblem(readTool(tool, "toolSpec", name), name);
    if (problem !== undefined) throw new ToolRegistryError(`Tool "${name}" ${problem}`, name);
  }
}

/** `tool.toolName` or `tool.toolSpec`, read in a guard. */
function readTool(tool: AgentTool, key: "toolName" | "toolSpec", name: string): unknown {
  try {
    return tool[key];
  } catch (error) {
    throw new ToolRegistryError(
      `${name === "" ? "A tool's" : `Tool "${name}": its`} ${key} threw ${describeThrown(error)} when read; it must be a plain value.`,
      name,
      { cause: error },
    );
  }
}

/**
 * Why `spec` cannot be offered to a model for the tool called `name`, or undefined when it can: it must be
 * an object with that name, a description, and an input schema that is a JSON object and flattens as
 * `convertSchemaToToolSpec` flattens (no recursive or missing `$ref`, at most 100 levels deep); the whole
 * spec must be writable as JSON (no cycles, no bigints).
 */
export function specProblem(spec: unknown, name: string): string | undefined {
  if (!isRecord(spec))
    return `has a toolSpec that is not an object { name, description, inputSchema }: ${describeValue(spec)}.`;
  let specName: unknown;
  let description: unknown;
  let inputSchema: unknown;
  try {
    ({ name: specName, description, inputSchema } = spec);
  } catch (error) {
    return `has a toolSpec whose fields cannot be read (${describeThrown(error)}); the spec must be plain data.`;
  }
  if (specName !== name) {
    return `has a spec named ${typeof specName === "string" ? quote(specName) : describeValue(specName)}; the model calls tools by the spec's name, so the two must match.`;
  }
  if (typeof description !== "string") {
    return `has a toolSpec.description that is not a string (what the tool does, for the model): ${describeValue(description)}.`;
  }
  if (!isRecord(inputSchema)) {
    return `has a toolSpec.inputSchema that is not a JSON Schema object like { type: "object", properties: {} }: ${describeValue(inputSchema)}.`;
  }
  try {
    flattenJsonSchema(inputSchema);
  } catch (error) {
    return `has a toolSpec.inputSchema that cannot be offered to a model: ${describeThrown(error, 1000)}`;
  }
  try {
    JSON.stringify(spec);
  } catch (error) {
    return `has a toolSpec that cannot be written as JSON, as it is sent to the model: ${describeThrown(error)}.`;
  }
  return undefined;
}
