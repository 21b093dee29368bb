/**
 * README.md as a user reads it: every code block is compiled or run by a test (this file runs the
 * ones that need this repository: the editor capture, the VS Code settings, oxlint, the framework
 * examples, and it type-checks every TypeScript block; fresh-projects.test.ts runs the rest from the packed
 * tarball), every output shown is the output of the command shown, and every link resolves in the
 * published package (a relative link to a file that ships, with its anchor) or points into this repository.
 */
import { ESLint } from "eslint";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import tsParser from "@typescript-eslint/parser";
import ts from "typescript";
import plugin from "../../src/index.js";
import { programOf } from "../support/typescript.js";
import {
  codeBlocks,
  commands,
  CONTINUES,
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

  it("each name the test that runs it, and the repository's two commands are under their own heading", () => {
    const ids = blocks.map((block) => block.id ?? `(no snippet id: README.md:${block.line})`);
    expect([...ids].sort()).toEqual([...FRESH_PROJECT_SNIPPETS, ...IN_REPO_SNIPPETS].sort());
    expect(commands(snippet("from-a-clone"))).toEqual(["npm install && npm start", "npm install && npm test"]);
    const markdown = readme();
    expect(markdown.lastIndexOf("\n## ", markdown.indexOf("<!-- snippet: from-a-clone -->"))).toBe(
      markdown.indexOf("\n## From a clone\n"),
    );
  });

  it("start with one sentence on what the plugin is, then Install and Quick start, before anything else", () => {
    const markdown = readme();
    const [title, intro, ...rest] = markdown.split("\n\n");
    expect(title).toBe("# eslint-plugin-tool-result");
    const prose = intro!.replaceAll("\n", " ").replace(/`[^`]*`/gu, "code");
    expect(prose.match(/[.!?](?= |$)/gu)).toHaveLength(1);
    expect(rest[0]).toBe("## Install");
    expect([...markdown.matchAll(/^## (.+)$/gmu)].slice(0, 2).map((match) => match[1])).toEqual([
      "Install",
      "Quick start",
    ]);
  });

  it("count no rules in words (the generated table lists them)", () => {
    const words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "\\d+"];
    const counted = readme().match(new RegExp(`\\b(?:${words.join("|")}) (?:lint )?rules\\b`, "giu")) ?? [];
    expect(counted).toEqual([]);
    // The table itself is eslint-doc-generator's (npm run docs:check), one row per rule.
    const rows = readme().match(/^\| \[[\w-]+\]\(docs\/rules\/[\w-]+\.md\)/gmu) ?? [];
    expect(rows).toHaveLength(Object.keys(plugin.rules).length);
  });

  it("in TypeScript type-check under strict, with the README's tsconfig, against the built package", () => {
    const tsconfig = JSON.parse(snippet("tsconfig").code) as { compilerOptions: Record<string, unknown> };
    expect(tsconfig.compilerOptions.strict).toBe(true);
    const converted = ts.convertCompilerOptionsFromJson(tsconfig.compilerOptions, root);
    expect(converted.errors).toEqual([]);
    // Each block is a module of its own in a folder of this repository (which is "type": "module"), so the
    // package resolves to its built self (dist/, through "exports") and the rest to node_modules.
    const files = new Map<string, string>();
    const typescriptBlocks = blocks.filter((block) => block.lang === "ts");
    for (const block of typescriptBlocks) {
      const base = CONTINUES[block.id as keyof typeof CONTINUES];
      const code = base === undefined ? block.code : snippet(base).code + block.code;
      files.set(path.join(root, "readme-blocks", `${block.id ?? block.line}.ts`), code);
    }
    expect(typescriptBlocks.length).toBeGreaterThanOrEqual(8);
    const options = { ...converted.options, noEmit: true };
    const program = programOf(files, options);
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where = diagnostic.file
        ? `${path.relative(root, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
        : "(no file)";
      return `${where}: TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
    });
    expect(diagnostics).toEqual([]);
    // The package came from dist/: a type error in a block is one a user would get.
    const resolved = program.getSourceFiles().map((file) => path.relative(root, file.fileName));
    expect(resolved).toContain("dist/runtime/index.d.ts");
    expect(resolved).toContain("dist/testing/index.d.ts");
  });

  it("npm start runs the demo (after the build npm test has just made)", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const [build, ...rest] = pkg.scripts.start!.split(" && ");
    expect(build).toBe("npm run build --silent");
    // The suite starts once the build has passed (only checks that read no dist/ run beside the build).
    expect(pkg.scripts.test).toMatch(/^node scripts\/parallel\.mjs --first build (?!.*--beside test:unit)/u);
    const demo = spawnSync("/bin/sh", ["-c", rest.join(" && ")], { cwd: root, encoding: "utf8" });
    expect([demo.status, demo.stderr]).toEqual([0, ""]);
    expect(demo.stdout).toContain("Linting examples/ (13 files) with eslint-plugin-tool-result");
    expect(demo.stdout.split("\n").filter((line) => /\s$/u.test(line))).toEqual([]);
    // Its tally adds up, and agrees with ESLint's own summary of the same run.
    const eslintSummary =
      /✖ (\d+) problems \((\d+) errors, (\d+) warnings\)\n {2}(\d+) errors and (\d+) warnings potentially fixable/u.exec(
        demo.stdout,
      );
    const tally =
      /(\d+) problems in \d+ files: `eslint --fix` fixes (\d+) of them, in \d+ files(?:, and its edits also resolve (\d+) that ha(?:s|ve) no fix of (?:its|their) own \([^)]*\))?; (\d+) remain for a human: (\d+) with an editor suggestion, (\d+) for a decision only the author can make\.\n(\d+) = (\d+) fixed \+ (\d+) resolved by those fixes \+ (\d+) remaining\.\n$/u.exec(
        demo.stdout,
      );
    expect(eslintSummary, demo.stdout).not.toBeNull();
    expect(tally, demo.stdout).not.toBeNull();
    const [total, fixed, resolved, remaining, suggested, manual, sum, ...terms] = tally!
      .slice(1)
      .map((group) => Number(group ?? 0));
    expect(total).toBe(Number(eslintSummary![1]));
    expect(fixed).toBe(Number(eslintSummary![4]) + Number(eslintSummary![5]));
    expect([sum, ...terms]).toEqual([total, fixed, resolved, remaining]);
    expect(fixed! + resolved! + remaining!).toBe(total);
    expect(suggested! + manual!).toBe(remaining);
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

  it("the framework examples print ESLint's stylish output shown, and elapsedMs gets a suggestion, not a fix", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "tool-result-frameworks-"));
    try {
      const command = /`npx eslint ([^`]+)` prints:/u.exec(readme())?.[1];
      expect(command).toBe("strands-tool.ts mcp-server.ts");
      writeFileSync(path.join(dir, "strands-tool.ts"), snippet("framework-strands").code);
      writeFileSync(path.join(dir, "mcp-server.ts"), snippet("framework-mcp").code);
      // The README's config: configs.recommended alone (it brings typescript-eslint's parser).
      const options: ESLint.Options = {
        cwd: dir,
        overrideConfigFile: true,
        overrideConfig: [plugin.configs.recommended],
      };
      const eslint = new ESLint(options);
      const results = await eslint.lintFiles(command!.split(" "));
      const output = (await eslint.loadFormatter("stylish")).format(results);
      expect(
        stripVTControlCharacters(await output)
          .replaceAll(dir, "/path/to/project")
          .trim(),
      ).toBe(snippet("framework-reports").code.trim());
      const [fixed] = await new ESLint({ ...options, fix: true }).lintFiles(["mcp-server.ts"]);
      // The key did reach the client: moving it is for a person to choose, in the editor.
      expect(fixed!.output).toBeUndefined();
      const code = snippet("framework-mcp").code;
      const report = fixed!.messages.find((m) => m.ruleId === "tool-result/no-extra-keys");
      const suggestion = report?.suggestions?.find((s) => s.desc.includes("structuredContent"));
      expect(suggestion?.desc).toBe('Move "elapsedMs" into structuredContent.');
      const applied =
        code.slice(0, suggestion!.fix.range[0]) + suggestion!.fix.text + code.slice(suggestion!.fix.range[1]);
      expect(applied).toContain("structuredContent: { position: [0, 0, 0], elapsedMs: Date.now() - started },");
      expect(applied).not.toMatch(/^\s*elapsedMs:/mu);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("each rule marks what the README says it marks", async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ["**/*.ts"], languageOptions: { parser: tsParser } },
        { ...plugin.configs.recommended, files: ["**/*.ts"] },
      ],
    });
    const marked = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, "marks.ts") });
      const lines = code.split("\n");
      return result!.messages.map((m) => {
        const text =
          m.line === m.endLine
            ? lines[m.line - 1]!.slice(m.column - 1, m.endColumn! - 1)
            : [
                lines[m.line - 1]!.slice(m.column - 1),
                ...lines.slice(m.line, m.endLine! - 1),
                lines[m.endLine! - 1]!.slice(0, m.endColumn! - 1),
              ].join("\n");
        return `${m.ruleId!.replace("tool-result/", "")}: ${text}`;
      });
    };
    const ok = '[{ text: "ok" }]';
    expect(
      await marked(`export const a = (frames: number) => ({ status: "success", content: ${ok}, frames, hz: 50 });\n`),
    ).toEqual(["no-extra-keys: frames", "no-extra-keys: hz: 50"]);
    expect(
      await marked(`export const b = (stats: object) => ({ status: "success", content: ${ok}, ...stats });\n`),
    ).toEqual(["no-spread: ...stats"]);
    expect(await marked(`export const c = () => ({ status: "sucess", content: ${ok} });\n`)).toEqual([
      'valid-status: "sucess"',
    ]);
    expect(await marked('export const d = () => ({ status: "success", content: [] });\n')).toEqual([
      "valid-content: []",
    ]);
    expect(await marked('export const e = () => ({ status: "error", content: "Jammed." });\n')).toEqual([
      'valid-content: "Jammed."',
    ]);
    expect(
      await marked('export const f = (t: object) => ({ status: "success", content: [{ text: "ok", json: t }] });\n'),
    ).toEqual(['valid-content: { text: "ok", json: t }']);
    const mcp = [
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'const server = new McpServer({ name: "camera", version: "1.0.0" });',
      'server.registerTool("snap", { description: "Take a picture" }, async () => ({',
      '  content: [{ type: "image", data: "iVBORw0KGgo=", mimeType: "image/png", width: 640 }],',
      '  isError: "no",',
      "}));",
      "",
    ].join("\n");
    expect(await marked(mcp)).toEqual(["valid-content: width: 640", 'valid-status: "no"']);
    const strands = [
      'import { tool } from "@strands-agents/sdk";',
      "export const grip = tool({",
      '  name: "grip",',
      '  description: "Close the gripper",',
      '  inputSchema: { type: "object", properties: {} },',
      "  callback: () => {",
      '    return { status: "error", content: [{ text: "Jammed." }] };',
      "  },",
      "});",
      "",
    ].join("\n");
    expect(await marked(strands)).toEqual(['no-wrapped-result: { status: "error", content: [{ text: "Jammed." }] }']);
  });

  it('an MCP result outside a tool callback is checked only under preset "mcp", as Troubleshooting says', async () => {
    const lint = async (settings: object) => {
      const eslint = new ESLint({
        cwd: root,
        overrideConfigFile: true,
        overrideConfig: [plugin.configs.recommended, { settings: { "tool-result": settings } }],
      });
      const [result] = await eslint.lintText(snippet("not-reported-mcp").code, {
        filePath: path.join(root, "home.js"),
      });
      return result!.messages.map((m) => m.ruleId);
    };
    expect(await lint({})).toEqual([]);
    expect(await lint({ preset: "mcp" })).toEqual(["tool-result/no-extra-keys"]);
  });

  it("the contract file is what check --contract reads: it allows what the default contract reports", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "tool-result-contract-file-"));
    try {
      writeFileSync(path.join(dir, "contract.json"), snippet("contract-file").code);
      writeFileSync(
        path.join(dir, "tool.js"),
        'export const grip = () => ({ status: "error", content: [{ text: "Slipped." }], error: "slip", traceId: "t1" });\n',
      );
      const check = (...args: string[]) =>
        spawnSync(process.execPath, [path.join(root, "dist/cli/index.js"), "check", ...args], {
          cwd: dir,
          encoding: "utf8",
          env: { ...process.env, NO_COLOR: "1" },
        });
      const plain = check("tool.js");
      expect([plain.status, plain.stdout.match(/tool-result\/[\w-]+/gu)]).toEqual([
        1,
        ["tool-result/no-extra-keys", "tool-result/no-extra-keys"],
      ]);
      const custom = check("tool.js", "--contract", "contract.json");
      expect([custom.status, custom.stdout, custom.stderr]).toEqual([0, "No tool-result problems in 1 file.\n", ""]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
    // and a copy of dist/, so nothing oxlint --fix writes can reach this repository), and no .gitignore:
    // the config's ignorePatterns keeps node_modules out.
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
      symlinkSync(
        // Its exports do not include package.json, so it is found by its folder.
        path.join(root, "node_modules/get-east-asian-width"),
        path.join(dir, "node_modules/get-east-asian-width"),
        "dir",
      );
      writeFileSync(path.join(dir, ".oxlintrc.json"), snippet("oxlintrc").code);
      mkdirSync(path.join(dir, "node_modules/robot-sdk"), { recursive: true });
      writeFileSync(
        path.join(dir, "node_modules/robot-sdk/index.js"),
        'exports.run = () => ({ status: "success", content: [{ text: "ok" }], frames: 1 });\n',
      );
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

    it("keep node_modules out with ignorePatterns, which oxlint lints when there is no .gitignore", () => {
      const config = JSON.parse(snippet("oxlintrc").code) as Record<string, unknown>;
      expect(config.ignorePatterns).toEqual(["node_modules/"]);
      expect(readme()).toContain('`"ignorePatterns": ["node_modules/"]`');
      const files = (args: string[]) => {
        const result = spawnSync(
          process.execPath,
          [path.join(root, "node_modules/oxlint/bin/oxlint"), "-f", "json", ...args],
          { cwd: dir, encoding: "utf8" },
        );
        const { diagnostics } = JSON.parse(result.stdout) as { diagnostics: { filename: string }[] };
        return [...new Set(diagnostics.map((d) => d.filename))].filter((file) => !file.includes("/dist/")).sort();
      };
      expect(files([])).toEqual(["tool.js"]);
      // The same config without the line: node_modules is linted (the package's own dist/ too, left out here).
      const { ignorePatterns: _, ...without } = config;
      writeFileSync(path.join(dir, "without-ignore.json"), JSON.stringify(without));
      expect(files(["-c", "without-ignore.json"])).toEqual(["node_modules/robot-sdk/index.js", "tool.js"]);
      rmSync(path.join(dir, "without-ignore.json"));
    });

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

  it("README.md names no file of this repository that the package does not ship, except as a link to it", () => {
    const prose = readFileSync(path.join(root, "README.md"), "utf8").replace(/```[\s\S]*?```/gu, "");
    const unlinked: string[] = [];
    // Paths of two parts at least (`tests/fixtures/editor`): a lone `src/` is the reader's own folder.
    for (const match of prose.matchAll(/(\[?)`([\w.-]+(?:\/[\w.-]+)+\/?)`/gu)) {
      const name = match[2]!.replace(/\/$/u, "");
      const inRepo = tracked.has(name) || [...tracked].some((file) => file.startsWith(`${name}/`));
      const shipped = packed.has(name) || [...packed].some((file) => file.startsWith(`${name}/`));
      if (inRepo && !shipped && match[1] !== "[") unlinked.push(match[2]!);
    }
    expect(unlinked).toEqual([]);
  });

  it("the package ships README, LICENSE and CHANGELOG, and no file of bench/, examples/ or tests/", () => {
    for (const file of ["README.md", "LICENSE", "CHANGELOG.md", "package.json"])
      expect(packed.has(file), file).toBe(true);
    expect([...packed].filter((file) => /^(?:bench|examples|tests|src)\//u.test(file))).toEqual([]);
    expect(existsSync(path.join(root, "CHANGELOG.md"))).toBe(true);
  });
});
