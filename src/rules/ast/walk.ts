/** The file's nodes by type, for the lookups that index the whole file once. */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

type SourceCode = Readonly<TSESLint.SourceCode>;
type Node = TSESTree.Node;
type NodeOfType<T extends Node["type"]> = Extract<Node, { type: T }>;

/** Every node of each file by its type, each list in source order (parents before children). */
const nodesPerFile = new WeakMap<TSESTree.Program, ReadonlyMap<string, readonly Node[]>>();

/** ESLint's traversal step that enters a node (`SourceCode#traverse`, ESLint 9.7 and later). */
interface Step {
  readonly kind?: unknown;
  readonly phase?: unknown;
  readonly target?: unknown;
}

/**
 * Visits every node of the file whose type is one of `types`, type by type, each type's nodes in source
 * order. The file's nodes are sorted by type once, so each lookup that indexes the whole file (member
 * reads, declared types, tool sites) visits only the nodes it reads.
 */
export function walk<const T extends Node["type"]>(
  sourceCode: SourceCode,
  types: readonly T[],
  visit: (node: NodeOfType<T>) => void,
): void {
  const byType = nodesByType(sourceCode);
  for (const type of types) {
    const nodes = byType.get(type);
    if (nodes !== undefined) for (const node of nodes) visit(node as NodeOfType<T>);
  }
}

function nodesByType(sourceCode: SourceCode): ReadonlyMap<string, readonly Node[]> {
  const program = sourceCode.ast as TSESTree.Program;
  let byType = nodesPerFile.get(program);
  if (byType !== undefined) return byType;
  const map = new Map<string, Node[]>();
  const add = (node: Node): void => {
    const list = map.get(node.type);
    if (list === undefined) map.set(node.type, [node]);
    else list.push(node);
  };
  const steps = eslintSteps(sourceCode);
  if (steps !== undefined) {
    for (const step of steps) {
      if (step.kind === 1 && step.phase === 1) add(step.target as Node);
    }
  } else {
    ownWalk(sourceCode, program, add);
  }
  byType = map;
  nodesPerFile.set(program, byType);
  return byType;
}

/**
 * The steps ESLint has already taken over the file to run the rules (so the nodes cost no second walk),
 * when the host has them and they start at this file's Program; else undefined (oxlint, older ESLint).
 */
function eslintSteps(sourceCode: SourceCode): readonly Step[] | undefined {
  const traverse = (sourceCode as { traverse?: unknown }).traverse;
  if (typeof traverse !== "function") return undefined;
  const steps: unknown = traverse.call(sourceCode);
  if (!Array.isArray(steps)) return undefined;
  // Code path events come before the first node.
  const first = (steps as Step[]).find((step) => step.kind === 1);
  return first?.phase === 1 && first.target === sourceCode.ast ? (steps as Step[]) : undefined;
}

/**
 * A walk of the file's visitor keys, parents before children, children in source order; with a stack of
 * its own, as a deeply nested file must not exhaust the call stack.
 */
function ownWalk(sourceCode: SourceCode, root: Node, add: (node: Node) => void): void {
  const keys = sourceCode.visitorKeys as Readonly<Record<string, readonly string[] | undefined>>;
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    add(node);
    const children: Node[] = [];
    for (const key of keys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) children.push(item);
      } else if (isNode(child)) {
        children.push(child);
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Node);
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}
