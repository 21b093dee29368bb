/**
 * The package as users install it: the tarball `npm pack` makes, installed into fresh `npm init -y`
 * projects (so `"type": "commonjs"`) with the README's own install commands, in both orders, and used
 * through the README's snippets, copied from README.md (see ./lib/readme.ts):
 * - ts10: ESLint 10, TypeScript 6.0, typescript-eslint; vitest for the README's tests;
 * - ts9: ESLint 9.12 (the lowest the peer range allows: 9.10 and 9.11 ship types that need packages they do
 *   not install), TypeScript 5.4 (the lowest), and a newer
 *   typescript-eslint than this repository's, which the package's dependency must dedupe with;
 * - js: ESLint 9 and no TypeScript;
 * - runtime: `npm install <tarball>` alone, as an application that uses only the runtime;
 * - jest: jest 30 in its ES module mode, with the matcher's setup file and the contract test, and ESLint 10
 *   without TypeScript (the check command there parses JavaScript with ESLint's own espree).
 * Installs run in parallel and reuse npm's cache; a failed install fails the suite with npm's output.
 */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import {
  initProject,
  installedPackages,
  npm,
  pack,
  peerWarnings,
  run,
  shell,
  sizeOf,
  writeFiles,
  type Run,
} from "./lib/fresh.js";
import { commands, FRESH_PROJECT_SNIPPETS, root, snippet as readmeSnippet, type SnippetId } from "./lib/readme.js";

const used = new Set<SnippetId>();
/** A README snippet's text, verbatim; the suite checks at the end that it used every one it owns. */
const snippet = (id: SnippetId) => {
  used.add(id);
  return readmeSnippet(id).code;
};

type ProjectName = "ts10" | "ts9" | "js" | "runtime" | "jest";
const VERSIONS: Record<Exclude<ProjectName, "runtime" | "jest">, Record<string, string>> = {
  ts10: { eslint: "10.15.0", typescript: "6.0.3", "typescript-eslint": "8.72.0" },
  ts9: { eslint: "9.12.0", typescript: "5.4.5", "typescript-eslint": "8.74.0" },
  js: { eslint: "9.39.5" },
};
/** What the tests themselves need beside the README's packages (the versions this repository uses). */
const TEST_DEPENDENCIES: Partial<Record<ProjectName, string[]>> = {
  ts10: ["vitest@4.1.12", "vite@8.3.8", "zod@4.6.7", "@types/node@20.19.43"],
};

const VIOLATION = 'status: "success", content: [{ text: "ok" }], frames: 512';
const EXTENSIONS: Record<string, string> = {
  "tool.js": `export const run = () => ({ ${VIOLATION} });\n`,
  "tool.mjs": `export const run = () => ({ ${VIOLATION} });\n`,
  "tool.cjs": `module.exports.run = () => ({ ${VIOLATION} });\n`,
  "tool.jsx": `export const View = () => <pre>{JSON.stringify({ ${VIOLATION} })}</pre>;\n`,
  "tool.ts": `export const run = (hz: number): unknown => (hz > 0 ? ({ ${VIOLATION} } as object) : null);\n`,
  "tool.mts": `export const run = (): unknown => ({ ${VIOLATION} }) as const;\n`,
  "tool.cts": `export const run = (): unknown => ({ ${VIOLATION} }) satisfies object;\n`,
  "tool.tsx": `export const View = (): unknown => <pre>{JSON.stringify({ ${VIOLATION} } as object)}</pre>;\n`,
};
const JS_EXTENSIONS = ["tool.js", "tool.mjs", "tool.cjs", "tool.jsx"];
const EXTRA_KEY = "tool-result/no-extra-keys";
const noTypeScriptParser = (file: string) =>
  `Parsing error: eslint-plugin-tool-result: ${file} is TypeScript, and no TypeScript parser is installed. ` +
  "Install one: npm install --save-dev typescript-eslint typescript";

/** The README's install line with each package given the project's version (the plugin: the tarball). */
function installArgs(line: string, versions: Record<string, string>, tarball: string): string[] {
  const [npmCommand, install, ...rest] = line.split(/\s+/u);
  expect([npmCommand, install]).toEqual(["npm", "install"]);
  return [
    "install",
    ...rest.map((word) => {
      if (word.startsWith("-")) return word;
      if (word === "eslint-plugin-tool-result") return tarball;
      const version = versions[word];
      if (version === undefined) throw new Error(`The README installs ${word}; give it a version in VERSIONS`);
      return `${word}@${version}`;
    }),
  ];
}

/** File -> what ESLint's stylish output lists for it (rule ids, or the message of a parsing error). */
function stylish(output: string, dir: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  let file: string | undefined;
  for (const line of output.split("\n")) {
    if (line.startsWith("/")) {
      file = path.relative(dir, line);
      found[file] = [];
    } else if (file !== undefined && /^\s+\d+:\d+\s+(?:error|warning)\s/u.test(line)) {
      found[file]!.push(
        line
          .trim()
          .split(/\s{2,}/u)
          .at(-1)!,
      );
    }
  }
  return found;
}

/** The lines ESLint's stylish output prints for one file: its path, then its messages, up to the blank line. */
function fileSection(output: string, file: string): string {
  const lines = output.split("\n");
  const start = lines.indexOf(file);
  if (start === -1) throw new Error(`${file} is not in the output:\n${output}`);
  const end = lines.indexOf("", start);
  return lines.slice(start, end === -1 ? undefined : end).join("\n");
}

const expectRun = (result: Run, code: number) => {
  if (result.code !== code)
    throw new Error(`exit ${result.code}, expected ${code}:\n${result.stdout}\n${result.stderr}`);
};

// Concurrent: each test waits on child processes, in its own folder; the runtime project's steps run in order.
// A test's time limit is 3 minutes: a dozen ESLint, tsc and vitest processes share the machine's cores here.
describe.concurrent("fresh projects, installed from the packed tarball", { timeout: 180_000 }, () => {
  const dirs = {} as Record<ProjectName, string>;
  /** A project's installed command (what npx runs, without npx's own start-up). */
  const bin = (project: ProjectName, name: string) => path.join(dirs[project], "node_modules/.bin", name);
  const installs: { project: ProjectName; command: string; output: string }[] = [];
  let tarball: string | undefined;
  let packedFiles: readonly string[] = [];

  beforeAll(async () => {
    const { tarball: packed, files } = await pack();
    tarball = packed;
    packedFiles = files;
    const installLines = commands(readmeSnippet("install"));
    expect(installLines).toHaveLength(2); // the plugin with ESLint, then typescript-eslint for TypeScript
    used.add("install");
    const install = async (project: ProjectName, args: string[]) => {
      const result = await npm(dirs[project], args);
      installs.push({ project, command: `npm ${args.join(" ")}`, output: result.stdout + result.stderr });
    };
    const lines: Record<Exclude<ProjectName, "runtime" | "jest">, string[]> = {
      ts10: [installLines[0]!, installLines[1]!], // the plugin first, then TypeScript
      ts9: [installLines[1]!, installLines[0]!], // TypeScript first, then the plugin
      js: [installLines[0]!],
    };
    await Promise.all(
      (["ts10", "ts9", "js", "runtime", "jest"] as const).map(async (project) => {
        dirs[project] = await initProject(project);
        if (project === "runtime") return install(project, ["install", packed]);
        if (project === "jest")
          return install(project, ["install", "--save-dev", packed, "jest@30.5.2", "eslint@10.15.0"]);
        for (const line of lines[project]) await install(project, installArgs(line, VERSIONS[project], packed));
        const extra = TEST_DEPENDENCIES[project];
        if (extra) await install(project, ["install", "--save-dev", ...extra]);
      }),
    );
  }, 300_000);

  afterAll(() => {
    // The folders go first, so a failed run leaves nothing behind either.
    const made = [...Object.values(dirs), ...(tarball === undefined ? [] : [path.dirname(tarball)])];
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
    expect([...used].sort()).toEqual([...FRESH_PROJECT_SNIPPETS].sort());
  });

  it("the tarball of a clean copy holds every exports target, main, types and both bins, and prepack is the build", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      exports: unknown;
      main: string;
      types: string;
      typesVersions: Record<string, Record<string, string[]>>;
      bin: Record<string, string>;
      scripts: Record<string, string>;
    };
    const targets = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === "string") targets.add(path.posix.normalize(value));
      else if (value !== null && typeof value === "object") Object.values(value).forEach(collect);
    };
    collect(pkg.exports);
    collect(pkg.typesVersions);
    collect([pkg.main, pkg.types]);
    expect(Object.keys(pkg.bin).sort()).toEqual(["eslint-plugin-tool-result", "tool-result"]);
    collect(pkg.bin);
    // Every kind of target is there: ESM and CommonJS code, declarations of both, the schema, the bins.
    expect([...targets].filter((target) => target.startsWith("dist/")).length).toBeGreaterThanOrEqual(15);
    expect([...targets].filter((target) => !packedFiles.includes(target))).toEqual([]);
    console.log(`tarball of a clean copy: ${packedFiles.length} files, ${targets.size} entry points checked`);
    // npm ci in a clone runs no build: the build is prepack's, which npm ci does not run.
    expect(pkg.scripts.prepack).toBe("npm run build");
    const installScripts = [
      "preinstall",
      "install",
      "postinstall",
      "prepublish",
      "preprepare",
      "prepare",
      "postprepare",
    ];
    expect(installScripts.filter((name) => pkg.scripts[name] !== undefined)).toEqual([]);
  });

  it("install in either order without a peer-dependency warning, and one copy of @typescript-eslint/types", async () => {
    expect(
      installs.flatMap(({ project, command, output }) =>
        peerWarnings(output).map((w) => `${project}: ${command}: ${w}`),
      ),
    ).toEqual([]);
    const pkg = JSON.parse(readFileSync(path.join(dirs.ts9, "package.json"), "utf8")) as { type: string };
    expect(pkg.type).toBe("commonjs"); // what npm init -y writes: the README's .mjs config must not care
    const tree = await run(dirs.ts9, "npm", ["ls", "@typescript-eslint/types", "--all", "--parseable"]);
    expect(tree.stdout.trim().split("\n")).toEqual([path.join(dirs.ts9, "node_modules/@typescript-eslint/types")]);
    expect(installedPackages(dirs.ts9)["@typescript-eslint/types"]).toBe("8.74.0");
  });

  // ESLint 9.12 (ts9) has no eslint/config: there the README's plain array, elsewhere its defineConfig.
  describe.each([
    ["ts10", "config"],
    ["ts9", "config-array"],
    ["js", "config"],
  ] as const)("%s: the README's config (%s)", (project, config) => {
    it("lints every JavaScript and TypeScript extension with `npx eslint .`", async () => {
      const dir = path.join(dirs[project], "exts");
      writeFiles(dir, { "eslint.config.mjs": snippet(config), ...EXTENSIONS });
      const [lint] = commands(readmeSnippet("lint"));
      used.add("lint");
      const result = await shell(dir, lint!);
      expectRun(result, 1);
      const expected = Object.fromEntries(Object.keys(EXTENSIONS).map((name) => [name, [EXTRA_KEY]]));
      // Without typescript-eslint, JavaScript still lints, and a TypeScript file says what to install.
      if (project === "js") {
        for (const name of Object.keys(EXTENSIONS))
          if (!JS_EXTENSIONS.includes(name)) expected[name] = [noTypeScriptParser(name)];
      }
      expect(stylish(result.stdout, dir)).toEqual(expected);
    });
  });

  // (ESLint 10 loads the same eslint.config.cjs in tests/package/cjs.test.ts.)
  it("js: the README's eslint.config.cjs works, with require()", async () => {
    const dir = path.join(dirs.js, "cjs");
    writeFiles(dir, { "eslint.config.cjs": snippet("config-cjs"), ...EXTENSIONS });
    const result = await run(dir, bin("js", "eslint"), ["."]);
    expectRun(result, 1);
    const found = stylish(result.stdout, dir);
    expect(found["tool.cjs"]).toEqual([EXTRA_KEY]);
    expect(found["tool.js"]).toEqual([EXTRA_KEY]);
    expect(found["tool.ts"]).toEqual([noTypeScriptParser("tool.ts")]);
  });

  it("ts10: the README's example prints the README's output, and --fix writes the README's fix", async () => {
    const dir = path.join(dirs.ts10, "teleop");
    writeFiles(dir, { "eslint.config.mjs": snippet("config"), "teleop.ts": snippet("teleop-source") });
    const report = await shell(dir, commands(readmeSnippet("lint"))[0]!);
    expectRun(report, 1);
    expect(report.stdout.trim().replaceAll(dir, "/path/to/project")).toBe(snippet("teleop-output").trim());
    expectRun(await run(dir, bin("ts10", "eslint"), ["--fix", "."]), 0);
    expect(readFileSync(path.join(dir, "teleop.ts"), "utf8")).toBe(snippet("teleop-fixed"));
  });

  describe.each(["ts10", "ts9"] as const)("%s: typed mode and the declarations", (project) => {
    // Typed linting builds a program per run (several seconds each on a loaded machine): two runs here.
    it("the typed config finds a tool result by its type; a file outside the tsconfig gets the README's parsing error, and the allowDefaultProject config checks it", async () => {
      const dir = path.join(dirs[project], "typed");
      writeFiles(dir, {
        "eslint.config.mjs": snippet("config-typed"),
        "tsconfig.json": snippet("tsconfig"),
        "src/types.ts": 'export interface ToolResult { status: "success" | "error"; content: { text: string }[] }\n',
        // Only type information tells this is a tool result: its content and status are opaque.
        "src/retry.ts": [
          'import type { ToolResult } from "./types.js";',
          "export function retry(base: ToolResult, extra: { attempt: number }): ToolResult {",
          "  const retried: ToolResult = { ...base, ...extra };",
          "  return retried;",
          "}",
          "",
        ].join("\n"),
        // Outside the tsconfig's "include".
        "scripts/seed.ts": `export const seed = () => ({ ${VIOLATION} });\n`,
      });
      expect(commands(readmeSnippet("lint"))).toEqual(["npx eslint ."]);
      const result = await run(dir, bin(project, "eslint"), ["."]);
      expectRun(result, 1);
      expect(stylish(result.stdout, dir)).toEqual({
        "scripts/seed.ts": [expect.stringMatching(/^Parsing error: .* was not found by the project service\./u)],
        "src/retry.ts": ["tool-result/no-spread", "tool-result/no-spread"],
      });
      expect(fileSection(result.stdout.replaceAll(dir, "/path/to/project"), "/path/to/project/scripts/seed.ts")).toBe(
        snippet("typed-outside-output").trimEnd(),
      );
      writeFiles(dir, { "eslint.config.mjs": snippet("config-typed-outside") });
      const outside = await run(dir, bin(project, "eslint"), ["."]);
      expectRun(outside, 1);
      expect(stylish(outside.stdout, dir)).toEqual({
        "scripts/seed.ts": [EXTRA_KEY],
        "src/retry.ts": ["tool-result/no-spread", "tool-result/no-spread"],
      });
    }, 120_000);

    it("the package's declarations type-check with skipLibCheck off, from an ES module and from CommonJS", async () => {
      const dir = dirs[project];
      writeFiles(dir, {
        // No @types/node (the DOM lib has what the declarations use), and lib.*.d.ts left unchecked:
        // what is checked is the package's declarations and those they load (ESLint's).
        "tsconfig.consumer.json": JSON.stringify({
          compilerOptions: {
            target: "ES2022",
            lib: ["ES2022", "DOM"],
            module: "NodeNext",
            strict: true,
            skipLibCheck: false,
            skipDefaultLibCheck: true,
            noEmit: true,
            types: [],
          },
          include: ["consumer.mts", "consumer.cts"],
        }),
        "consumer.mts": [
          'import toolResult, { type ToolResultSettings } from "eslint-plugin-tool-result";',
          'import { assertToolResult, type ToolResult } from "eslint-plugin-tool-result/runtime";',
          'import { expectNoToolResultProblems, toolResultMatchers } from "eslint-plugin-tool-result/testing";',
          'import "eslint-plugin-tool-result/testing/jest";',
          'const settings: ToolResultSettings = { preset: "strands" };',
          'const result: unknown = { status: "success", content: [{ text: "ok" }] };',
          "assertToolResult(result);",
          "const checked: ToolResult = result;",
          "export { toolResult, settings, checked, expectNoToolResultProblems, toolResultMatchers };",
          "",
        ].join("\n"),
        "consumer.cts": [
          'import toolResult = require("eslint-plugin-tool-result");',
          'import runtime = require("eslint-plugin-tool-result/runtime");',
          'import testing = require("eslint-plugin-tool-result/testing");',
          'const settings: toolResult.ToolResultSettings = { preset: "strands" };',
          "const recommended: object = toolResult.configs.recommended;",
          'const result: runtime.ToolResult = { status: "success", content: [{ text: "ok" }] };',
          "runtime.assertToolResult(result);",
          "export = { settings, recommended, matchers: testing.toolResultMatchers };",
          "",
        ].join("\n"),
      });
      expectRun(await run(dir, bin(project, "tsc"), ["-p", "tsconfig.consumer.json"]), 0);
    });
  });

  it("ts10: the README's agent runtime compiles as written and runs", async () => {
    const dir = path.join(dirs.ts10, "agent");
    writeFiles(dir, {
      "agent.mts": snippet("agent-tools") + snippet("agent-structured-output"),
      "tsconfig.json": JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2022", "DOM"],
          module: "NodeNext",
          strict: true,
          skipLibCheck: true,
          outDir: "out",
          types: [],
        },
        include: ["agent.mts"],
      }),
    });
    expectRun(await run(dir, bin("ts10", "tsc"), ["-p", "tsconfig.json"]), 0);
    const agent = await run(dir, process.execPath, ["out/agent.mjs"]);
    expectRun(agent, 0);
    expect(agent.stdout).toBe("TeleopReport success\n{ frames: 512, healthy: true }\n");
  });

  it("ts10: the presets config checks against the custom contract", async () => {
    const dir = path.join(dirs.ts10, "presets");
    writeFiles(dir, {
      "eslint.config.mjs": snippet("config-presets"),
      "tool.js": [
        'export const skipped = () => ({ status: "skipped", content: [{ text: "Nothing to do." }], traceId: "t1" });',
        'export const done = () => ({ status: "degraded", content: [{ text: "Done." }], frames: 1 });',
        "",
      ].join("\n"),
    });
    const result = await run(dir, bin("ts10", "eslint"), ["."]);
    expectRun(result, 1);
    expect(stylish(result.stdout, dir)).toEqual({ "tool.js": ["tool-result/valid-status", EXTRA_KEY] });
  });

  it("ts10: the README's tests compile and pass under vitest, beside a failing matcher and contract test", async () => {
    const dir = dirs.ts10;
    writeFiles(dir, {
      "tsconfig.json": JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          types: ["node"],
        },
        include: ["*.test.ts"],
      }),
      "runtime.test.ts": snippet("runtime"),
      "tool-results.test.ts": snippet("testing"),
      "src/calibrate.ts":
        'export const calibrate = () => ({ status: "success", content: [{ text: "Calibrated." }] });\n',
      // Beside the README's tests: the matcher's failure message, and the contract test failing on a problem.
      "failures.test.ts": [
        'import { expect, test } from "vitest";',
        'import { expectNoToolResultProblems } from "eslint-plugin-tool-result/testing";',
        'import "eslint-plugin-tool-result/testing/vitest";',
        'test("the matcher lists every issue with its path", () => {',
        '  expect(() => expect({ status: "sucess", content: [] }).toBeToolResult()).toThrow(',
        "    /2 issues:\\n {2}- status: .*\\n {2}- content: /u,",
        "  );",
        "});",
        'test("the contract test fails with ESLint\'s output", async () => {',
        '  await expect(expectNoToolResultProblems("bad")).rejects.toThrow(/^1 tool-result problem:\\n\\/.*\\/bad\\/teleop\\.ts\\n {2}1:\\d+ {2}error/u);',
        "});",
        "",
      ].join("\n"),
      "bad/teleop.ts": `export const teleoperate = () => ({ ${VIOLATION} });\n`,
    });
    expectRun(await run(dir, bin("ts10", "tsc"), ["-p", "tsconfig.json"]), 0);
    // ESLint runs in three of these tests: more than vitest's 5 s default on a loaded machine.
    const vitest = await run(dir, bin("ts10", "vitest"), [
      "run",
      "--testTimeout=60000",
      "runtime.test.ts",
      "tool-results.test.ts",
      "failures.test.ts",
    ]);
    expectRun(vitest, 0);
    expect(vitest.stdout).toMatch(/Tests {2}8 passed \(8\)/u);
  });

  it("js: the check command lints a folder with no ESLint config, and names typescript-eslint for .ts files", async () => {
    const dir = dirs.js;
    writeFiles(dir, {
      "src/gripper.js": `export const grip = () => ({ ${VIOLATION} });\n`,
      "src/arm.cjs": `exports.move = () => ({ ${VIOLATION} });\n`,
      "src/fine.mjs": 'export const ok = () => ({ status: "success", content: [{ text: "ok" }] });\n',
      "lib/tool.ts": "export const run = (): unknown => null;\n",
    });
    const [check] = commands(readmeSnippet("check"));
    used.add("check");
    expect(check).toBe("npx eslint-plugin-tool-result check src");
    const result = await shell(dir, readmeSnippet("check").code);
    expectRun(result, 1);
    expect(stylish(result.stdout, dir)).toEqual({ "src/arm.cjs": [EXTRA_KEY], "src/gripper.js": [EXTRA_KEY] });
    expect(result.stdout).toContain("✖ 2 problems (2 errors, 0 warnings)");

    const typescript = await run(dir, bin("js", "tool-result"), ["check", "lib"]);
    expect(typescript).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "eslint-plugin-tool-result needs typescript-eslint's parser to read TypeScript files (lib/tool.ts), and it is not installed.\n" +
        "Install it: npm install --save-dev typescript-eslint typescript\n",
    });
  });

  it("jest: the README's setup file registers toBeToolResult, the contract test runs in jest's ESM mode, and so does the check", async () => {
    const dir = dirs.jest;
    expect(snippet("jest-config")).toContain('setupFilesAfterEnv: ["eslint-plugin-tool-result/testing/jest"]');
    const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as Record<string, unknown>;
    writeFiles(dir, {
      "package.json": JSON.stringify({ ...pkg, type: "module" }, null, 2), // as the README says
      "jest.config.mjs": snippet("jest-config"),
      "src/calibrate.js":
        'export const calibrate = () => ({ status: "success", content: [{ text: "Calibrated." }] });\n',
      "tool.test.js": [
        'import { expect as globalsExpect, test } from "@jest/globals";',
        'import { expectNoToolResultProblems, toolResultMatchers } from "eslint-plugin-tool-result/testing";',
        'test("the matcher from the setup file", () => {',
        '  expect({ status: "success", content: [{ text: "ok" }] }).toBeToolResult();',
        '  expect(() => expect({ status: "sucess", content: [] }).toBeToolResult()).toThrow(/2 issues:\\n {2}- status: /u);',
        "});",
        'test("expect.extend with toolResultMatchers", () => {',
        "  globalsExpect.extend(toolResultMatchers);",
        '  globalsExpect({ status: "degraded", content: [{ json: { frames: 1 } }] }).toBeToolResult();',
        "});",
        'test("the contract test", async () => {',
        '  await expectNoToolResultProblems("src");',
        '  await expect(expectNoToolResultProblems("bad")).rejects.toThrow("1 tool-result problem:");',
        "}, 60_000); // two ESLint runs: over jest's 5 s default on a loaded machine",
        "",
      ].join("\n"),
      "bad/teleop.js": `export const teleoperate = () => ({ ${VIOLATION} });\n`,
    });
    const [jest] = commands(readmeSnippet("jest-command"));
    used.add("jest-command");
    expect(jest).toBe("node --experimental-vm-modules node_modules/jest/bin/jest.js");
    const result = await shell(dir, jest!);
    expectRun(result, 0);
    expect(result.stderr).toMatch(/Tests: {7}3 passed, 3 total/u);
    // The check command with ESLint 10 and no TypeScript (JavaScript parsed by ESLint's own espree).
    const check = await run(dir, bin("jest", "eslint-plugin-tool-result"), ["check", "bad", "--format", "json"]);
    expectRun(check, 1);
    const [file] = JSON.parse(check.stdout) as { filePath: string; messages: { ruleId: string }[] }[];
    expect([path.relative(dir, file!.filePath), file!.messages.map((m) => m.ruleId)]).toEqual([
      "bad/teleop.js",
      [EXTRA_KEY],
    ]);
  });

  describe.sequential("runtime", () => {
    it("runtime: an application installs 3 packages under 2 MB, no ESLint, TypeScript or typescript-eslint", () => {
      const packages = installedPackages(dirs.runtime);
      expect(Object.keys(packages).sort()).toEqual([
        "@typescript-eslint/types",
        "eslint-plugin-tool-result",
        "get-east-asian-width",
      ]);
      const bytes = sizeOf(path.join(dirs.runtime, "node_modules"));
      expect(bytes).toBeLessThan(2 * 1024 * 1024);
      console.log(`runtime-only install: ${Object.keys(packages).join(", ")}; ${(bytes / 1024).toFixed(0)} KiB`);
    });

    it("runtime: require() and import give the runtime, the plugin and the matcher without ESLint", async () => {
      const dir = dirs.runtime;
      writeFiles(dir, {
        "main.cjs": [
          'const { assertToolResult, validateToolResult } = require("eslint-plugin-tool-result/runtime");',
          'const plugin = require("eslint-plugin-tool-result");',
          'const { toBeToolResult } = require("eslint-plugin-tool-result/testing");',
          'assertToolResult({ status: "success", content: [{ text: "ok" }] });',
          'const verdict = validateToolResult({ status: "success", content: [{ text: "ok" }], frames: 1 });',
          'console.log(plugin.meta.namespace, verdict.issues.map((issue) => issue.path.join(".")).join(), toBeToolResult(42).pass);',
          "",
        ].join("\n"),
        "main.mjs": [
          'import { assertToolResult } from "eslint-plugin-tool-result/runtime";',
          'import { expectNoToolResultProblems } from "eslint-plugin-tool-result/testing";',
          'assertToolResult({ status: "degraded", content: [{ json: { frames: 1 } }] });',
          "await expectNoToolResultProblems().catch((error) => console.log(error.message));",
          "",
        ].join("\n"),
      });
      const cjs = await run(dir, process.execPath, ["main.cjs"]);
      expect(cjs).toEqual({ code: 0, stdout: "tool-result frames false\n", stderr: "" });
      const esm = await run(dir, process.execPath, ["main.mjs"]);
      expect(esm.stderr).toBe("");
      expect(esm.stdout).toBe(
        `eslint-plugin-tool-result needs ESLint (9 or 10) to check files, and it is not installed in ${dir}.\n` +
          "Install it: npm install --save-dev eslint\n",
      );
    });

    it("runtime: the check command says how to install ESLint", async () => {
      const dir = dirs.runtime;
      writeFiles(dir, { "src/tool.js": `export const run = () => ({ ${VIOLATION} });\n` });
      expect(await run(dir, bin("runtime", "eslint-plugin-tool-result"), ["check", "src"])).toEqual({
        code: 2,
        stdout: "",
        stderr:
          `eslint-plugin-tool-result needs ESLint (9 or 10) to check files, and it is not installed in ${dir}.\n` +
          "Install it: npm install --save-dev eslint\n",
      });
    });
  });
});
