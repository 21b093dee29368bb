/** A walk over every node of a file, for the lookups that index the whole file once. */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Visits every node of the file once, parents before children. */
export function walk(sourceCode: SourceCode, visit: (node: TSESTree.Node) => void): void {
  const keys = sourceCode.visitorKeys as Readonly<Record<string, readonly string[]>>;
  const stack: TSESTree.Node[] = [sourceCode.ast as TSESTree.Node];
  while (stack.length > 0) {
    const node = stack.pop() as TSESTree.Node;
    visit(node);
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
}
