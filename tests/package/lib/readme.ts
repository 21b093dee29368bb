/**
 * README.md's code blocks, as the tests read them. Every block carries an `<!-- snippet: id -->` comment
 * just above it (a `<!-- prettier-ignore -->` may sit between them); the id says which test compiles or
 * runs it. fresh-projects.test.ts runs the ones in FRESH_PROJECT_SNIPPETS in projects installed from the
 * packed tarball, readme-snippets.test.ts the rest, and it type-checks every TypeScript block.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface CodeBlock {
  /** The id of the `<!-- snippet: id -->` comment above the block, if any. */
  readonly id: string | undefined;
  readonly lang: string;
  /** The block's text, verbatim, with its final newline. */
  readonly code: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
}

export const FRESH_PROJECT_SNIPPETS = [
  "install",
  "config",
  "config-array",
  "lint",
  "config-cjs",
  "check",
  "jest-config",
  "jest-command",
  "tsconfig",
  "typed-outside-output",
  "config-typed-outside",
  "testing",
  "teleop-source",
  "teleop-output",
  "teleop-fixed",
  "config-typed",
  "config-presets",
  "runtime",
  "agent-tools",
  "agent-structured-output",
] as const;

export const IN_REPO_SNIPPETS = [
  "from-a-clone",
  "contract-file",
  "not-reported-mcp",
  "editor-capture",
  "vscode-settings",
  "oxlintrc",
  "oxlint-commands",
  "framework-strands",
  "framework-mcp",
  "framework-reports",
] as const;

export type SnippetId = (typeof FRESH_PROJECT_SNIPPETS)[number] | (typeof IN_REPO_SNIPPETS)[number];

/** Blocks that continue another one ("Continuing the example above"): they compile and run after it. */
export const CONTINUES: Partial<Record<SnippetId, SnippetId>> = { "agent-structured-output": "agent-tools" };

export function codeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split("\n");
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})([\w-]*)\s*$/u.exec(lines[i]!);
    if (!open) continue;
    const fence = open[1]!;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i] !== fence; i++) body.push(lines[i]!);
    if (i === lines.length) throw new Error(`README.md:${start + 1}: code block without a closing fence`);
    let id: string | undefined;
    for (let j = start - 1; j >= 0; j--) {
      const above = lines[j]!.trim();
      if (above === "" || above === "<!-- prettier-ignore -->") continue;
      id = /^<!-- snippet: ([\w-]+) -->$/u.exec(above)?.[1];
      break;
    }
    blocks.push({ id, lang: open[2]!, code: `${body.join("\n")}\n`, line: start + 1 });
  }
  return blocks;
}

export function readme(): string {
  return readFileSync(path.join(root, "README.md"), "utf8");
}

/** The block with this id (exactly one must have it). */
export function snippet(id: SnippetId, markdown = readme()): CodeBlock {
  const found = codeBlocks(markdown).filter((block) => block.id === id);
  if (found.length !== 1) throw new Error(`README.md has ${found.length} code blocks with <!-- snippet: ${id} -->`);
  return found[0]!;
}

/** The commands of a `sh` block: one per line, comments and blank lines dropped. */
export function commands(block: CodeBlock): string[] {
  return block.code
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/u, "").trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}
