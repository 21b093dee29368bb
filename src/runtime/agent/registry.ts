import type { AgentTool } from "./tool.js";
import type { ToolSpec } from "./types.js";

/** Tool names: 1 to 64 letters, digits, `_` or `-` (what model providers accept). */
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/u;

/** Thrown for a tool the registry cannot take: an invalid or duplicate name, a spec that disagrees. */
export class ToolRegistryError extends Error {
  override name = "ToolRegistryError";
  constructor(
    message: string,
    readonly toolName: string,
  ) {
    super(message);
  }
}

/** Why `name` is not a valid tool name, or `undefined` when it is. */
export function toolNameProblem(name: unknown): string | undefined {
  if (typeof name !== "string") return `a tool name must be a string, got ${name === null ? "null" : typeof name}`;
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
  if (problem !== undefined) throw new ToolRegistryError(`Invalid tool name: ${problem}.`, String(name));
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

  #check(tool: AgentTool): void {
    const name = tool.toolName;
    assertValidToolName(name);
    if (this.has(name)) {
      const where = this.#dynamic.has(name) ? "a dynamic tool" : "a tool";
      throw new ToolRegistryError(
        `Tool "${name}" is already registered (as ${where}). Tool names must be unique: rename one of them or remove the other first.`,
        name,
      );
    }
    const specName = tool.toolSpec.name;
    if (specName !== name) {
      throw new ToolRegistryError(
        `Tool "${name}" has a spec named "${specName}"; the model calls tools by the spec's name, so the two must match.`,
        name,
      );
    }
  }
}
