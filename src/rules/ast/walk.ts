/** A walk over every node of a file, for the lookups that index the whole file once. */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Every node of each file, parents before children, listed by the first walk over it. */
const nodesPerFile = new WeakMap<TSESTree.Program, readonly TSESTree.Node[]>();

/**
 * Visits every node of the file once, parents before children. The file's nodes are listed at its first
 * walk, so the lookups that each index the whole file (member reads, declared types, tool sites) share one.
 */
export function walk(sourceCode: SourceCode, visit: (node: TSESTree.Node) => void): void {
  for (const node of fileNodes(sourceCode)) visit(node);
}

function fileNodes(sourceCode: SourceCode): readonly TSESTree.Node[] {
  const program = sourceCode.ast as TSESTree.Program;
  let nodes = nodesPerFile.get(program);
  if (nodes !== undefined) return nodes;
  const list: TSESTree.Node[] = [];
  const keys = sourceCode.visitorKeys as Readonly<Record<string, readonly string[]>>;
  const stack: TSESTree.Node[] = [program];
  while (stack.length > 0) {
    const node = stack.pop() as TSESTree.Node;
    list.push(node);
    for (const key of keys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) {
        for (const item of child)
          if (item && typeof item === "object" && "type" in item) stack.push(item as TSESTree.Node);
      } else if (child && typeof child === "object" && "type" in child) {
        stack.push(child as TSESTree.Node);
      }
    }
  }
  nodes = list;
  nodesPerFile.set(program, nodes);
  return nodes;
}
