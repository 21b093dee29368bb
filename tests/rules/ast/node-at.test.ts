/**
 * `Source.nodeAt` is a fast path for ESLint's `SourceCode.getNodeByRangeIndex`: the same node for every
 * offset of real files, JavaScript (espree) and TypeScript (typescript-eslint's parser), and of code with
 * TypeScript-only nodes, decorators and JSX.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Linter, type SourceCode } from "eslint";
import tsParser from "@typescript-eslint/parser";
import type { TSESLint } from "@typescript-eslint/utils";
import { sourceOf } from "../../../src/rules/ast/source.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));

function sourceCodeOf(code: string, filename: string): SourceCode {
  let captured: SourceCode | undefined;
  const capture = {
    rules: {
      capture: {
        create(context: { sourceCode: SourceCode }) {
          captured = context.sourceCode;
          return {};
        },
      },
    },
  };
  const typescript = /\.tsx?$/u.test(filename);
  const messages = new Linter({ configType: "flat" }).verify(
    code,
    [
      {
        files: ["**/*.js", "**/*.jsx", "**/*.ts", "**/*.tsx"],
        plugins: { t: capture as never },
        rules: { "t/capture": "error" },
        languageOptions: {
          ...(typescript ? { parser: tsParser as never } : {}),
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
      },
    ],
    { filename },
  );
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  if (!captured) throw new Error(`no SourceCode for ${filename}`);
  return captured;
}

/** The offsets where one node may differ from the next: every token's and comment's start and end, and each gap. */
function offsetsOf(sourceCode: SourceCode): number[] {
  const offsets = new Set<number>([-1, 0, sourceCode.text.length - 1, sourceCode.text.length]);
  for (const token of [...sourceCode.ast.tokens, ...sourceCode.getAllComments()]) {
    const [start, end] = token.range as [number, number];
    for (const offset of [start - 1, start, start + 1, end - 1, end]) offsets.add(offset);
  }
  return [...offsets];
}

function expectSameNodes(code: string, filename: string): number {
  const sourceCode = sourceCodeOf(code, filename);
  const src = sourceOf(sourceCode as unknown as TSESLint.SourceCode);
  const offsets = offsetsOf(sourceCode);
  for (const offset of offsets) {
    const expected = sourceCode.getNodeByRangeIndex(offset);
    const actual = src.nodeAt(offset);
    if (actual !== expected) {
      throw new Error(
        `${filename} at ${offset}: nodeAt gives ${actual?.type ?? "null"} ${JSON.stringify(actual?.range)}, getNodeByRangeIndex ${expected?.type ?? "null"} ${JSON.stringify(expected?.range)}`,
      );
    }
  }
  return offsets.length;
}

describe("Source.nodeAt", () => {
  it("gives getNodeByRangeIndex's node at every token edge of this package's rule sources", () => {
    const dir = path.join(root, "src", "rules", "fix");
    let checked = 0;
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".ts"))) {
      checked += expectSameNodes(readFileSync(path.join(dir, name), "utf8"), name);
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it("gives getNodeByRangeIndex's node in the bundled JavaScript and TypeScript fixtures", () => {
    const dir = path.join(root, "tests", "fixtures", "true-positives");
    const names = readdirSync(dir).filter((n) => /\.(js|ts)$/u.test(n));
    expect(names.some((n) => n.endsWith(".js")) && names.some((n) => n.endsWith(".ts"))).toBe(true);
    for (const name of names) expectSameNodes(readFileSync(path.join(dir, name), "utf8"), name);
  });

  it("gives getNodeByRangeIndex's node for decorators, type-only nodes, JSX and a hashbang", () => {
    const ts = [
      "@sealed class A<T extends { a: 1 }> { @field() x: [a: string, ...b: number[]] = [] as never; }",
      "enum E { A = 1, B, }",
      "export type M = { [K in keyof T]?: T[K] } & import('x').Y;",
      "const f = <T,>(x: T): x is T => true satisfies boolean;",
      "namespace N { export declare const x: `a${string}`; }",
    ].join("\n");
    expectSameNodes(ts, "shapes.ts");
    expectSameNodes(`#!/usr/bin/env node\nconst el = <div a={{ b: 1 }}>{/* c */ x}</div>;\n`, "view.jsx");
    expectSameNodes("", "empty.js");
  });
});
