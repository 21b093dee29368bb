/**
 * The whole-file walk (src/rules/ast/walk.ts) takes its nodes from ESLint's own traversal of the file where
 * the host has one (`SourceCode#traverse`), and walks the visitor keys itself elsewhere (oxlint). Both must
 * give the same nodes of each type, in the same order: checked here on every fixture of the repository's
 * tests, each linted once by a rule that records what `walk` visits through ESLint's steps and through a
 * source object without them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tsParser from "@typescript-eslint/parser";
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { walk } from "../../src/rules/ast/walk.js";

const FIXTURES = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** Types across statements, expressions, patterns, classes and type syntax. */
const TYPES = [
  AST_NODE_TYPES.Program,
  AST_NODE_TYPES.CallExpression,
  AST_NODE_TYPES.NewExpression,
  AST_NODE_TYPES.MemberExpression,
  AST_NODE_TYPES.ObjectExpression,
  AST_NODE_TYPES.ObjectPattern,
  AST_NODE_TYPES.Property,
  AST_NODE_TYPES.ClassDeclaration,
  AST_NODE_TYPES.ClassExpression,
  AST_NODE_TYPES.MethodDefinition,
  AST_NODE_TYPES.PropertyDefinition,
  AST_NODE_TYPES.AssignmentExpression,
  AST_NODE_TYPES.ImportExpression,
  AST_NODE_TYPES.TSPropertySignature,
  AST_NODE_TYPES.TSQualifiedName,
  AST_NODE_TYPES.TSIndexedAccessType,
  AST_NODE_TYPES.TSMappedType,
  AST_NODE_TYPES.Identifier,
];

function sources(): string[] {
  return readdirSync(FIXTURES, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(?:ts|mts|js|mjs)$/u.test(file) && !file.endsWith(".d.ts"))
    .map((file) => path.join(FIXTURES, file))
    .sort();
}

/** What `walk` visits for each type, by ESLint's steps and by its own walk of the same tree. */
function visited(text: string, filename: string): { steps: string[]; own: string[]; byOwnWalk: boolean } {
  const names = (node: TSESTree.Node) => `${node.type}@${node.range[0]}-${node.range[1]}`;
  const steps: string[] = [];
  const own: string[] = [];
  let byOwnWalk = false;
  const rule: TSESLint.RuleModule<string, []> = {
    defaultOptions: [],
    meta: { type: "problem", schema: [], messages: {} },
    create(context) {
      return {
        Program() {
          const sourceCode = context.sourceCode;
          walk(sourceCode, TYPES, (node) => steps.push(names(node)));
          // The same source object without `traverse`: a new Program node, so a list of its own.
          const ast = structuredClone(stripParents(sourceCode.ast));
          const bare = { ast, visitorKeys: sourceCode.visitorKeys } as unknown as TSESLint.SourceCode;
          byOwnWalk = typeof (bare as { traverse?: unknown }).traverse !== "function";
          walk(bare, TYPES, (node) => own.push(names(node)));
        },
      };
    },
  };
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    text,
    [
      {
        files: ["**/*.ts", "**/*.mts", "**/*.js", "**/*.mjs"],
        languageOptions: { parser: tsParser },
        linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "off", reportUnusedInlineConfigs: "off" },
        plugins: { walk: { rules: { rule: rule as never } } },
        rules: { "walk/rule": "error" },
      },
    ],
    { filename },
  );
  // A file that does not parse has no nodes to compare; any other file must have been walked.
  if (messages.some((m) => m.fatal)) return { steps: [], own: [], byOwnWalk: true };
  expect(steps[0], filename).toMatch(/^Program@/u);
  return { steps, own, byOwnWalk };
}

/** A copy of the tree without `parent` links (so that it can be cloned). */
function stripParents(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripParents);
  if (typeof node !== "object" || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (key !== "parent") copy[key] = stripParents(value);
  return copy;
}

describe("walk", () => {
  it("visits the same nodes of each type, in the same order, by ESLint's steps and by its own walk", () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(50);
    let compared = 0;
    for (const file of files) {
      const { steps, own, byOwnWalk } = visited(readFileSync(file, "utf8"), file);
      expect(byOwnWalk).toBe(true);
      expect(own, file).toEqual(steps);
      if (steps.length > 0) compared++;
    }
    expect(compared).toBeGreaterThan(50);
  });

  it("visits each type's nodes in source order, parents before children", () => {
    const { steps } = visited("const a = f(g(1), h(2)); new K(f(3));", path.join(FIXTURES, "a.ts"));
    expect(steps.filter((s) => s.startsWith("CallExpression"))).toEqual([
      "CallExpression@10-23",
      "CallExpression@12-16",
      "CallExpression@18-22",
      "CallExpression@31-35",
    ]);
  });

  it("walks a file nested 5,000 levels deep without its own walk exhausting the stack", () => {
    const depth = 5000;
    const ast = { type: "Program", body: [] as unknown[], range: [0, 0] };
    let inner: Record<string, unknown> = { type: "ArrayExpression", elements: [], range: [0, 0] };
    (ast.body as unknown[]).push({ type: "ExpressionStatement", expression: inner, range: [0, 0] });
    for (let i = 0; i < depth; i++) {
      const next = { type: "ArrayExpression", elements: [], range: [0, 0] };
      (inner.elements as unknown[]).push(next);
      inner = next;
    }
    const bare = {
      ast,
      visitorKeys: { Program: ["body"], ExpressionStatement: ["expression"], ArrayExpression: ["elements"] },
    } as unknown as TSESLint.SourceCode;
    let arrays = 0;
    walk(bare, [AST_NODE_TYPES.ArrayExpression], () => arrays++);
    expect(arrays).toBe(depth + 1);
  });
});
