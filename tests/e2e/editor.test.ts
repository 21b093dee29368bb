/**
 * The editor experience, proven with the real ESLint language server (the one VS Code's ESLint
 * extension runs, and Neovim, Helix and Zed run over stdio): squiggles with the right code, message and
 * range; quick fixes and suggestions whose workspace edits give what `eslint --fix` (or ESLint's own
 * suggestion) gives; typed linting through `parserOptions.projectService`, across edits; and the time
 * one diagnostic pull takes on a 1,000-line file.
 *
 * The fixture folder (tests/fixtures/editor) has a flat eslint.config.js that imports the plugin by its
 * package name, as a user would. Expected results come from literal text in this file and from one run
 * of the real ESLint CLI on the same folder.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyTextEdits,
  editsFor,
  offsetAt,
  positionAt,
  startEslintServer,
  versionOf,
  type CodeAction,
  type Diagnostic,
  type EslintServer,
  type Range,
} from "./lib/eslint-server.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const fixtures = path.join(root, "tests/fixtures/editor");
const require = createRequire(import.meta.url);
const eslintBin = path.join(path.dirname(require.resolve("eslint/package.json")), "bin/eslint.js");

const FILES = [
  "no-extra-keys.js",
  "no-spread.js",
  "valid-status.js",
  "valid-content.js",
  "typed.ts",
  "large.js",
] as const;
type FixtureName = (typeof FILES)[number];

/** What `eslint --fix-dry-run --format json` says of one file. */
interface CliMessage {
  ruleId: string | null;
  message: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  fix?: { range: [number, number]; text: string };
  suggestions?: { desc: string; fix: { range: [number, number]; text: string } }[];
}
interface CliResult {
  filePath: string;
  messages: CliMessage[];
  /** The text after `--fix`; absent when no fix applies. */
  output?: string;
}
/** What the CLI says of a file: its problems (plain run) and the text `eslint --fix` makes of it. */
interface CliView {
  messages: CliMessage[];
  output: string | undefined;
}

function source(name: FixtureName): string {
  return readFileSync(path.join(fixtures, name), "utf8");
}

/**
 * Runs the real ESLint CLI in the fixture folder (exit code 1 only means "problems found"). With
 * `--fix-dry-run` a result's `output` is the fixed text and its messages are those left after fixing.
 */
function runEslintCli(files: readonly string[], { fix }: { fix: boolean }): Promise<CliResult[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [eslintBin, ...(fix ? ["--fix-dry-run"] : []), "--format", "json", ...files],
      { cwd: fixtures, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error && error.code !== 1) {
          reject(new Error(`eslint exited with ${String(error.code)}:\n${stderr}`));
          return;
        }
        resolve(JSON.parse(stdout) as CliResult[]);
      },
    );
  });
}

/** The LSP range of the only occurrence of `snippet` in `text` (after `after`, when given). */
function rangeOf(text: string, snippet: string, after?: string): Range {
  const from = after === undefined ? 0 : text.indexOf(after);
  if (from < 0) throw new Error(`"${after}" is not in the text`);
  const start = text.indexOf(snippet, from);
  if (start < 0) throw new Error(`"${snippet}" is not in the text`);
  if (after === undefined && text.indexOf(snippet, start + 1) >= 0)
    throw new Error(`"${snippet}" occurs more than once`);
  return { start: positionAt(text, start), end: positionAt(text, start + snippet.length) };
}

/** The LSP range of a CLI message (1-based lines and columns become 0-based positions). */
function cliRange(message: CliMessage): Range {
  return {
    start: { line: message.line - 1, character: message.column - 1 },
    end: { line: (message.endLine ?? message.line) - 1, character: (message.endColumn ?? message.column) - 1 },
  };
}

function applyCliFix(text: string, fix: { range: [number, number]; text: string }): string {
  return text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]);
}

const summary = (d: Diagnostic) => ({ code: d.code, message: d.message, range: d.range });
const byPosition = (a: Diagnostic, b: Diagnostic) =>
  a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character;

/** What each fixture must show in the editor, spelled out. */
const EXPECTED: Record<
  Exclude<FixtureName, "typed.ts" | "large.js">,
  { snippet: string; code: string; message: string }[]
> = {
  "no-extra-keys.js": [
    {
      snippet: "elapsedMs: Date.now() - started",
      code: "tool-result/no-extra-keys",
      message:
        'Tool results carry only "status", "content" and "toolUseId" at the top level; the runtime drops "elapsedMs" before the model sees it. Move it into a { json: ... } content block.',
    },
    {
      snippet: 'mode: "teleop"',
      code: "tool-result/no-extra-keys",
      message:
        'Tool results carry only "status", "content" and "toolUseId" at the top level; the runtime drops "mode" before the model sees it. Move it into a { json: ... } content block.',
    },
  ],
  "no-spread.js": [
    {
      snippet: '...{ mode: "rollout" }',
      code: "tool-result/no-spread",
      message:
        'Spreading { mode: "rollout" } into the top level of a tool result can add keys that the runtime drops before the model sees them. Spread it inside a json content block instead: { json: { ...{ mode: "rollout" } } }.',
    },
  ],
  "valid-status.js": [
    {
      snippet: '"sucess"',
      code: "tool-result/valid-status",
      message: 'Status "sucess" is not a tool-result status: use "success", "error" or "degraded".',
    },
  ],
  "valid-content.js": [
    {
      snippet: '"Camera offline."',
      code: "tool-result/valid-content",
      message: "Tool-result content must be an array of blocks, not a string.",
    },
    {
      snippet: '{ text: "Gripper stalled.", json: { force } }',
      code: "tool-result/valid-content",
      message:
        'This content block has "text" and "json": a block carries exactly one of "text", "json" or "image", so split it into one block each.',
    },
  ],
};

const FIXABLE = ["no-extra-keys.js", "no-spread.js"] as const;

let server: EslintServer | undefined;
let cli: Map<FixtureName, CliView>;

function lsp(): EslintServer {
  if (!server) throw new Error("The ESLint language server did not start (see beforeAll).");
  return server;
}

/** Opens a fixture once and returns its URI. */
const opened = new Map<FixtureName, string>();
async function openFixture(name: FixtureName): Promise<string> {
  const known = opened.get(name);
  if (known) return known;
  const uri = await lsp().open(path.join(fixtures, name), source(name));
  opened.set(name, uri);
  return uri;
}

function actionTitles(actions: readonly CodeAction[]): string[] {
  return actions.map((a) => a.title);
}

beforeAll(async () => {
  if (!existsSync(path.join(root, "dist/index.js"))) {
    throw new Error("dist/index.js is missing: run `npm run build` first (`npm test` does it).");
  }
  const [plainRun, fixedRun, started] = await Promise.allSettled([
    runEslintCli(FILES, { fix: false }),
    runEslintCli(FILES, { fix: true }),
    startEslintServer(fixtures),
  ]);
  if (started.status === "fulfilled") server = started.value; // so that afterAll stops it whatever else failed
  const failed = [plainRun, fixedRun, started].find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
  const plain = (plainRun as PromiseFulfilledResult<CliResult[]>).value;
  const fixed = (fixedRun as PromiseFulfilledResult<CliResult[]>).value;
  const output = new Map(fixed.map((r) => [path.basename(r.filePath), r.output]));
  cli = new Map(
    plain.map((r) => [
      path.basename(r.filePath) as FixtureName,
      { messages: r.messages, output: output.get(path.basename(r.filePath)) },
    ]),
  );
}, 180_000);

afterAll(async () => {
  await server?.stop();
}, 30_000);

describe("ESLint language server (vscode-eslint-language-server)", () => {
  describe.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])("%s", (name) => {
    it("squiggles exactly the offending node, with the rule's code and message", async () => {
      const text = source(name);
      const items = (await lsp().diagnostics(await openFixture(name))).sort(byPosition);

      expect(items.map(summary)).toEqual(
        EXPECTED[name].map((e) => ({ code: e.code, message: e.message, range: rangeOf(text, e.snippet) })),
      );
      for (const d of items) {
        expect(d.source).toBe("eslint");
        expect(d.severity).toBe(1); // "error" in the recommended config
        expect(d.codeDescription?.href).toMatch(
          new RegExp(`/docs/rules/${String(d.code).replace("tool-result/", "")}\\.md$`, "u"),
        );
      }
      // The server reports what the ESLint CLI reports for the same file.
      const fromCli = (cli.get(name)?.messages ?? []).map((m) => ({
        code: m.ruleId,
        message: m.message,
        range: cliRange(m),
      }));
      expect(items.map(summary)).toEqual(fromCli);
    });
  });

  describe.each(FIXABLE)("%s: quick fix", (name) => {
    it('"Fix this ... problem" sends the edit that `eslint --fix` makes, and the result lints clean', async () => {
      const uri = await openFixture(name);
      const original = source(name);
      const expected = cli.get(name)?.output;
      expect(expected, "eslint --fix changes the fixture").toBeDefined();
      expect(expected).not.toBe(original);

      const count = EXPECTED[name].length;
      for (let i = 0; i < count; i++) {
        const items = (await lsp().diagnostics(uri)).sort(byPosition);
        expect(items).toHaveLength(count);
        const diagnostic = items[i]!;
        const rule = String(diagnostic.code);
        const actions = await lsp().codeActions(uri, diagnostic);
        const fix = actions.find((a) => a.title === `Fix this ${rule} problem`);
        expect(fix, `actions offered: ${actionTitles(actions).join(" | ")}`).toBeDefined();
        expect(fix!.isPreferred).toBe(true);
        expect(fix!.diagnostics?.map(summary)).toEqual([summary(diagnostic)]);
        // The move is safe, so it is a fix, not a suggestion.
        expect(actions.filter((a) => a.command?.command === "eslint.applySuggestion")).toEqual([]);

        const edit = await lsp().runAction(fix!);
        expect(versionOf(edit, uri)).toBe(lsp().document(uri).version);
        const fixed = applyTextEdits(lsp().document(uri).text, editsFor(edit, uri));
        expect(fixed).toBe(expected);

        // Apply it as the editor does, and lint again: nothing left.
        await lsp().replace(uri, fixed);
        expect(await lsp().diagnostics(uri)).toEqual([]);
        // Back to the original text for the next diagnostic; its squiggles come back.
        await lsp().replace(uri, original);
      }
      expect(await lsp().diagnostics(uri)).toHaveLength(count);
    });
  });

  it("valid-status: no fix, and the suggestion of the closest status edits as ESLint does", async () => {
    const name = "valid-status.js";
    const uri = await openFixture(name);
    const original = source(name);
    const [diagnostic] = await lsp().diagnostics(uri);
    expect(diagnostic?.code).toBe("tool-result/valid-status");

    const actions = await lsp().codeActions(uri, diagnostic!);
    expect(actions.filter((a) => a.command?.command === "eslint.applySingleFix")).toEqual([]);
    const suggestions = actions.filter((a) => a.command?.command === "eslint.applySuggestion");
    expect(actionTitles(suggestions)).toEqual(['Use "success". (tool-result/valid-status)']);
    // A suggestion is not a fix: `eslint --fix` leaves the file as it is.
    expect(cli.get(name)?.output).toBeUndefined();

    const edit = await lsp().runAction(suggestions[0]!);
    const fixed = applyTextEdits(original, editsFor(edit, uri));
    expect(fixed).toBe(original.replace('status: "sucess"', 'status: "success"'));
    const eslintSuggestion = cli.get(name)?.messages[0]?.suggestions?.[0];
    expect(eslintSuggestion?.desc).toBe('Use "success".');
    expect(fixed).toBe(applyCliFix(original, eslintSuggestion!.fix));
    // Only the status literal is touched.
    expect(editsFor(edit, uri).map((e) => e.range)).toEqual([rangeOf(original, '"sucess"')]);

    await lsp().replace(uri, fixed);
    expect(await lsp().diagnostics(uri)).toEqual([]);
    await lsp().replace(uri, original);
    expect(await lsp().diagnostics(uri)).toHaveLength(1);
  });

  it("valid-content: no fix; its suggestions edit as ESLint's do", async () => {
    const name = "valid-content.js";
    const uri = await openFixture(name);
    const original = source(name);
    const items = (await lsp().diagnostics(uri)).sort(byPosition);
    const messages = cli.get(name)!.messages;
    expect(items).toHaveLength(messages.length);

    for (const [i, diagnostic] of items.entries()) {
      const actions = await lsp().codeActions(uri, diagnostic);
      expect(actions.filter((a) => a.command?.command === "eslint.applySingleFix")).toEqual([]);
      const suggestions = actions.filter((a) => a.command?.command === "eslint.applySuggestion");
      const expected = messages[i]!.suggestions ?? [];
      expect(actionTitles(suggestions)).toEqual(expected.map((s) => `${s.desc} (tool-result/valid-content)`));
      for (const [j, suggestion] of suggestions.entries()) {
        const edit = await lsp().runAction(suggestion);
        expect(applyTextEdits(original, editsFor(edit, uri))).toBe(applyCliFix(original, expected[j]!.fix));
      }
    }
    // The string content has one suggestion (wrap it in a text block); the two-kind block has none.
    expect(messages.map((m) => m.suggestions?.length ?? 0)).toEqual([1, 0]);
    const wrapped = applyCliFix(original, messages[0]!.suggestions![0]!.fix);
    expect(wrapped).toContain('content: [{ text: "Camera offline." }]');
    await lsp().replace(uri, wrapped);
    expect((await lsp().diagnostics(uri)).map(summary)).toEqual([
      {
        code: "tool-result/valid-content",
        message: EXPECTED[name][1]!.message,
        range: rangeOf(wrapped, EXPECTED[name][1]!.snippet),
      },
    ]);
    await lsp().replace(uri, original);
  });

  it("typed mode (projectService): a spread of a typed tool result is reported, and re-linted after each change", async () => {
    const name = "typed.ts";
    const uri = await openFixture(name);
    const v1 = source(name);

    const first = await lsp().diagnostics(uri);
    expect(first.map((d) => ({ code: d.code, range: d.range }))).toEqual([
      { code: "tool-result/no-spread", range: rangeOf(v1, "...base", "export const retry") },
    ]);
    expect(first[0]!.message).toMatch(/^Spreading base /u);
    // Same message as the CLI, which lints the file with the same config and type information.
    expect(first.map(summary)).toEqual(
      cli.get(name)!.messages.map((m) => ({ code: m.ruleId, message: m.message, range: cliRange(m) })),
    );

    // Change 1: drop the annotation. Nothing says it is a tool result any more (no content key).
    const annotation = rangeOf(v1, ": ToolResult", "export const retry");
    const v2 = await lsp().change(uri, [{ range: annotation, newText: "" }]);
    expect(v2).toContain("export const retry = { ...base");
    expect(await lsp().diagnostics(uri)).toEqual([]);

    // Change 2: annotate it again and add a second typed result below; both spreads are found at their
    // new positions, with types from this version of the text.
    const at = offsetAt(v2, rangeOf(v2, "export const retry = ").end) - " = ".length;
    const end = positionAt(v2, v2.length);
    const v3 = await lsp().change(uri, [
      {
        range: { start: end, end },
        newText: 'export const timedOut: ToolResult = { ...base, content: [{ text: "Timed out." }] };\n',
      },
      { range: { start: positionAt(v2, at), end: positionAt(v2, at) }, newText: ": ToolResult" },
    ]);
    expect(v3).toBe(`${v1}export const timedOut: ToolResult = { ...base, content: [{ text: "Timed out." }] };\n`);
    const third = (await lsp().diagnostics(uri)).sort(byPosition);
    expect(third.map((d) => ({ code: d.code, range: d.range }))).toEqual([
      { code: "tool-result/no-spread", range: rangeOf(v3, "...base", "export const retry") },
      { code: "tool-result/no-spread", range: rangeOf(v3, "...base", "export const timedOut") },
    ]);
    for (const d of third) expect(d.message).toMatch(/^Spreading base /u);
  });

  it("answers a diagnostic pull on a 1,000-line file after each keystroke in at most twice the time of the first (printed), and Fix all matches eslint --fix", async () => {
    const name = "large.js";
    const text = source(name);
    expect(text.split("\n")).toHaveLength(1001); // 1,000 lines and a final newline
    const uri = await openFixture(name);
    const expected = cli.get(name)!.messages;

    const opened = performance.now();
    const warm = await lsp().diagnostics(uri);
    const firstPull = performance.now() - opened;
    expect(warm.sort(byPosition).map(summary)).toEqual(
      expected.map((m) => ({ code: m.ruleId, message: m.message, range: cliRange(m) })),
    );
    expect(new Set(warm.map((d) => d.code))).toEqual(
      new Set([
        "tool-result/no-extra-keys",
        "tool-result/no-spread",
        "tool-result/valid-status",
        "tool-result/valid-content",
      ]),
    );

    // As in an editor: a keystroke (didChange), then a pull. The first line is a comment.
    const times: number[] = [];
    const runs = 7;
    for (let i = 0; i < runs; i++) {
      const insert = i % 2 === 0;
      await lsp().change(uri, [
        insert
          ? { range: { start: { line: 0, character: 2 }, end: { line: 0, character: 2 } }, newText: " " }
          : { range: { start: { line: 0, character: 2 }, end: { line: 0, character: 3 } }, newText: "" },
      ]);
      const start = performance.now();
      const items = await lsp().diagnostics(uri);
      times.push(performance.now() - start);
      expect(items).toHaveLength(expected.length);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `[editor] diagnostic pull on ${name} (1,000 lines, ${expected.length} problems, recommended config): ` +
        `median ${median.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms, max ${sorted[sorted.length - 1]!.toFixed(0)} ms over ${runs} pulls, ` +
        `${firstPull.toFixed(0)} ms for the first`,
    );
    // A keystroke costs one lint of the file, as the first pull did, not a reload of ESLint, its config or
    // the plugin (absolute times are measured by `npm run bench -- editor`).
    expect(median).toBeLessThan(2 * firstPull);

    // "Fix all auto-fixable problems" on the whole file gives what `eslint --fix` gives.
    await lsp().replace(uri, text);
    const [first] = (await lsp().diagnostics(uri)).sort(byPosition);
    const fixAll = (await lsp().codeActions(uri, first!)).find((a) => a.command?.command === "eslint.applyAllFixes");
    expect(fixAll, "a Fix all action").toBeDefined();
    const edit = await lsp().runAction(fixAll!);
    const fixed = applyTextEdits(text, editsFor(edit, uri));
    expect(fixed).toBe(cli.get(name)!.output);
  });
});
