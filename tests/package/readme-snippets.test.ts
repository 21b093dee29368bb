/**
 * README.md as a user reads it: every code block is compiled or run by a test (this file runs the
 * ones that need this repository: the editor capture, the VS Code settings, oxlint; fresh-projects.test.ts
 * runs the rest from the packed tarball), and every link resolves in the published package (a relative
 * link to a file that ships, with its anchor) or points into this repository.
 */
import { ESLint } from "eslint";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import plugin from "../../src/index.js";
import {
  codeBlocks,
  commands,
  FRESH_PROJECT_SNIPPETS,
  IN_REPO_SNIPPETS,
  readme,
  root,
  snippet,
  type CodeBlock,
} from "./lib/readme.js";

const REPO = "https://github.com/eslint-plugin-tool-result/eslint-plugin-tool-result";
const require = createRequire(import.meta.url);

describe("README.md's code blocks", () => {
  const blocks = codeBlocks(readme());

  it("open with the repository's two commands, and every other block names the test that runs it", () => {
    expect(blocks[0]).toMatchObject({ id: undefined, lang: "sh", line: 3 });
    expect(commands(blocks[0]!)).toEqual(["npm install && npm start", "npm install && npm test"]);
    const ids = blocks.slice(1).map((block) => block.id ?? `(no snippet id: README.md:${block.line})`);
    expect([...ids].sort()).toEqual([...FRESH_PROJECT_SNIPPETS, ...IN_REPO_SNIPPETS].sort());
  });

  it("npm start runs the demo (after the build npm test has just made)", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const [build, ...rest] = pkg.scripts.start!.split(" && ");
    expect(build).toBe("npm run build --silent");
    expect(pkg.scripts.test).toMatch(/^npm run build && /u);
    const demo = spawnSync("/bin/sh", ["-c", rest.join(" && ")], { cwd: root, encoding: "utf8" });
    expect([demo.status, demo.stderr]).toEqual([0, ""]);
    expect(demo.stdout).toContain("Linting examples/ (13 files) with eslint-plugin-tool-result");
  });

  it("the editor capture shows the fixtures' lines, and ESLint's ranges, messages and fixes for them", async () => {
    const fixtures = path.join(root, "tests/fixtures/editor");
    const eslint = new ESLint({ cwd: fixtures });
    type Message = Awaited<ReturnType<ESLint["lintFiles"]>>[number]["messages"][number];
    let file: { lines: string[]; messages: Message[] } | undefined;
    let sourceLine = 0;
    let current: Message | undefined;
    let text: string[] = [];
    const checked: string[] = [];
    const flushMessage = () => {
      if (text.length > 0) expect(text.join(" "), `message of ${current?.ruleId}`).toBe(current?.message);
      text = [];
    };
    for (const line of snippet("editor-capture").code.split("\n")) {
      const header = /^(\S+\.js)$/u.exec(line);
      const source = /^ *(\d+) \| (.*)$/u.exec(line);
      const squiggle = /^ +\| (\s*)(~+) (\S+)$/u.exec(line);
      const note = /^ +\| {3}(.*)$/u.exec(line);
      if (header) {
        flushMessage();
        const [result] = await eslint.lintFiles([header[1]!]);
        file = { lines: readFileSync(path.join(fixtures, header[1]!), "utf8").split("\n"), messages: result!.messages };
      } else if (source) {
        flushMessage();
        sourceLine = Number(source[1]);
        expect(source[2], `line ${sourceLine}`).toBe(file?.lines[sourceLine - 1]);
      } else if (squiggle) {
        flushMessage();
        const column = squiggle[1]!.length + 1;
        current = file?.messages.find(
          (m) => m.ruleId === squiggle[3] && m.line === sourceLine && m.column === column && m.endLine === sourceLine,
        );
        expect(current, `${squiggle[3]} at ${sourceLine}:${column}`).toBeDefined();
        expect(current!.endColumn! - column).toBe(squiggle[2]!.length);
        checked.push(`${sourceLine}:${column} ${current!.ruleId}`);
      } else if (note) {
        const quickFix = /^quick fix: (.*)$/u.exec(note[1]!);
        if (quickFix) {
          flushMessage();
          const fix = /^Fix this (\S+) problem$/u.exec(quickFix[1]!);
          const suggestion = /^(.*) \((\S+)\)$/u.exec(quickFix[1]!);
          if (fix) expect([current?.ruleId, current?.fix !== undefined]).toEqual([fix[1], true]);
          else expect(current?.suggestions?.map((s) => `${s.desc} (${current?.ruleId})`)).toContain(quickFix[1]);
          expect(fix ?? suggestion).not.toBeNull();
        } else if (!note[1]!.startsWith("(")) {
          text.push(note[1]!); // a message, wrapped over lines; "(...)" lines are remarks
        }
      } else {
        expect(line.trim(), "an unrecognised line in the capture").toBe("");
      }
    }
    flushMessage();
    expect(checked).toEqual([
      "6:5 tool-result/no-extra-keys",
      "7:5 tool-result/no-extra-keys",
      "3:20 tool-result/valid-status",
    ]);
  });

  it("the framework examples report what the README says, and elapsedMs gets a suggestion, not a fix", async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ["**/*.ts"], languageOptions: { parser: tsParser } },
        { ...plugin.configs.recommended, files: ["**/*.ts"] },
      ],
    });
    const files = {
      "strands-tool.ts": snippet("framework-strands").code,
      "mcp-server.ts": snippet("framework-mcp").code,
    };
    const lines: string[] = [];
    for (const [name, code] of Object.entries(files)) {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, name) });
      lines.push(name, ...result!.messages.map((m) => `  ${m.line}:${m.column}  ${m.ruleId}  ${m.message}`));
    }
    expect(lines.join("\n")).toBe(snippet("framework-reports").code.trimEnd());
    const fixer = new ESLint({
      cwd: root,
      fix: true,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ["**/*.ts"], languageOptions: { parser: tsParser } },
        { ...plugin.configs.recommended, files: ["**/*.ts"] },
      ],
    });
    const [fixed] = await fixer.lintText(files["mcp-server.ts"], { filePath: path.join(root, "mcp-server.ts") });
    expect(fixed!.output).toBeUndefined();
    const code = files["mcp-server.ts"];
    const report = fixed!.messages.find((m) => m.ruleId === "tool-result/no-extra-keys");
    const suggestion = report?.suggestions?.find((s) => s.desc.includes("structuredContent"));
    expect(suggestion?.desc).toBe('Move "elapsedMs" into structuredContent.');
    const applied =
      code.slice(0, suggestion!.fix.range[0]) + suggestion!.fix.text + code.slice(suggestion!.fix.range[1]);
    expect(applied).toContain("structuredContent: { position: [0, 0, 0], elapsedMs: Date.now() - started },");
    expect(applied).not.toMatch(/^\s*elapsedMs:/mu);
  });

  it("the VS Code settings are JSON with comments, with ESLint's fix-all on save", () => {
    const settings = JSON.parse(
      snippet("vscode-settings")
        .code.split("\n")
        .filter((line) => !line.trim().startsWith("//"))
        .join("\n"),
    ) as Record<string, Record<string, string>>;
    expect(settings).toEqual({ "editor.codeActionsOnSave": { "source.fixAll.eslint": "explicit" } });
  });

  describe("the oxlint snippets", () => {
    // A project folder with the README's .oxlintrc.json and the package in node_modules (its package.json
    // and a copy of dist/, so nothing oxlint --fix writes can reach this repository), ignored by .gitignore
    // as in any project.
    const dir = mkdtempSync(path.join(os.tmpdir(), "tool-result-oxlint-"));
    beforeAll(() => {
      const installed = path.join(dir, "node_modules/eslint-plugin-tool-result");
      mkdirSync(installed, { recursive: true });
      cpSync(path.join(root, "package.json"), path.join(installed, "package.json"));
      cpSync(path.join(root, "dist"), path.join(installed, "dist"), { recursive: true });
      mkdirSync(path.join(dir, "node_modules/@typescript-eslint"), { recursive: true });
      symlinkSync(
        path.dirname(require.resolve("@typescript-eslint/types/package.json")),
        path.join(dir, "node_modules/@typescript-eslint/types"),
        "dir",
      );
      writeFileSync(path.join(dir, ".gitignore"), "node_modules/\n");
      writeFileSync(path.join(dir, ".oxlintrc.json"), snippet("oxlintrc").code);
      writeFileSync(
        path.join(dir, "tool.js"),
        'export const run = () => ({ status: "sucess", content: [{ text: "ok" }], frames: 512 });\n',
      );
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    const oxlint = (block: CodeBlock, index: number) => {
      const line = commands(block)[index]!;
      expect(line).toMatch(/^npx oxlint\b/u);
      const args = line.split(/\s+/u).slice(2);
      return spawnSync(process.execPath, [path.join(root, "node_modules/oxlint/bin/oxlint"), ...args], {
        cwd: dir,
        encoding: "utf8",
      });
    };

    it("turn on exactly the rules of configs.recommended", () => {
      const config = JSON.parse(snippet("oxlintrc").code) as { jsPlugins: string[]; rules: Record<string, string> };
      expect(config.jsPlugins).toEqual(["eslint-plugin-tool-result"]);
      expect(Object.keys(config.rules).sort()).toEqual(Object.keys(plugin.configs.recommended.rules ?? {}).sort());
    });

    it("npx oxlint reports, npx oxlint --fix moves the telemetry into a json block", () => {
      const block = snippet("oxlint-commands");
      expect(commands(block)).toHaveLength(2);
      const report = oxlint(block, 0);
      expect(report.status).toBe(1);
      expect(report.stdout).toContain("tool-result(no-extra-keys)");
      expect(report.stdout).toContain("tool-result(valid-status)");
      expect(report.stdout).toContain("Found 0 warnings and 2 errors.");
      expect(oxlint(block, 1).status).toBe(1); // the status typo has a suggestion, not a fix
      expect(readFileSync(path.join(dir, "tool.js"), "utf8")).toBe(
        [
          "export const run = () => ({",
          '  status: "sucess",',
          '  content: [{ text: "ok" }, { json: { frames: 512 } }],',
          "});",
          "",
        ].join("\n"),
      );
    });
  });
});

describe("links in README.md and the rule docs", () => {
  const packed = (() => {
    const result = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
      cwd: root,
      encoding: "utf8",
    });
    const [{ files }] = JSON.parse(result.stdout) as [{ files: { path: string }[] }];
    return new Set(files.map((file) => file.path));
  })();
  const tracked = new Set(spawnSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).stdout.trim().split("\n"));
  const anchors = (markdown: string) =>
    new Set(
      [...markdown.matchAll(/^#{1,6} (.+)$/gmu)].map((match) =>
        match[1]!
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, "")
          .replace(/\s/gu, "-"),
      ),
    );

  const docs = ["README.md", ...[...packed].filter((file) => file.startsWith("docs/") && file.endsWith(".md"))];

  it.each(docs)("%s: relative links reach files that ship, absolute ones this repository", (doc) => {
    expect(packed.has(doc)).toBe(true);
    const markdown = readFileSync(path.join(root, doc), "utf8").replace(/```[\s\S]*?```/gu, "");
    const problems: string[] = [];
    for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/gu)) {
      const [file, anchor] = target!.split("#") as [string, string | undefined];
      if (target!.startsWith(`${REPO}/`)) {
        const inRepo = /^\/(?:blob|tree)\/main\/(.+)$/u.exec(target!.slice(REPO.length))?.[1];
        const exists =
          inRepo !== undefined && (tracked.has(inRepo) || [...tracked].some((f) => f.startsWith(`${inRepo}/`)));
        if (!exists) problems.push(`${target}: not a file or folder of this repository`);
      } else if (/^https?:/u.test(target!)) {
        continue;
      } else {
        const resolved = file === "" ? doc : path.posix.normalize(path.posix.join(path.posix.dirname(doc), file));
        if (!packed.has(resolved)) problems.push(`${target}: ${resolved} is not in the package`);
        else if (anchor !== undefined && !anchors(readFileSync(path.join(root, resolved), "utf8")).has(anchor)) {
          problems.push(`${target}: no heading #${anchor} in ${resolved}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("the package ships README, LICENSE and CHANGELOG, and no file of bench/, examples/ or tests/", () => {
    for (const file of ["README.md", "LICENSE", "CHANGELOG.md", "package.json"])
      expect(packed.has(file), file).toBe(true);
    expect([...packed].filter((file) => /^(?:bench|examples|tests|src)\//u.test(file))).toEqual([]);
    expect(existsSync(path.join(root, "CHANGELOG.md"))).toBe(true);
  });
});
