/**
 * `"sideEffects"` in package.json lists the modules that exist for their side effect (they register the
 * `toBeToolResult` matcher), so that a bundler keeps `import "eslint-plugin-tool-result/testing/vitest"`
 * instead of dropping it as unused (with `"sideEffects": false`, rolldown wrote `export {}`). The test
 * bundles each matcher import with vite's own bundler (rolldown, vite 8) against the built package, finds
 * the registration in the bundle, and runs the bundle with a stand-in `expect` that records what was
 * registered. A control package that says `"sideEffects": false` shows that the field is what decides.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  sideEffects: unknown;
  exports: Record<string, unknown>;
};

/** A stand-in for vitest's and jest's `expect`: `extend` records the matchers' names on globalThis. */
const RECORDING_EXPECT =
  "export const expect = { extend(matchers) { (globalThis.registered ??= []).push(...Object.keys(matchers)); } };\n";

/**
 * A project in a temporary folder whose node_modules holds the package (the repository itself, or a copy
 * of its package.json with other `sideEffects` beside a link to its dist/) and a recording `vitest`.
 */
function project(sideEffects?: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tool-result-bundle-"));
  const modules = path.join(dir, "node_modules");
  mkdirSync(path.join(modules, "vitest"), { recursive: true });
  writeFileSync(
    path.join(modules, "vitest/package.json"),
    '{ "name": "vitest", "type": "module", "main": "index.js" }\n',
  );
  writeFileSync(path.join(modules, "vitest/index.js"), RECORDING_EXPECT);
  const target = path.join(modules, "eslint-plugin-tool-result");
  if (sideEffects === undefined) symlinkSync(root, target, "dir");
  else {
    mkdirSync(target);
    writeFileSync(path.join(target, "package.json"), JSON.stringify({ ...pkg, sideEffects }));
    symlinkSync(path.join(root, "dist"), path.join(target, "dist"), "dir");
  }
  writeFileSync(path.join(dir, "package.json"), '{ "name": "bundled-user", "type": "module" }\n');
  // jest's setup module reads the global expect: the project sets one first (a module of its own, kept).
  writeFileSync(path.join(dir, "global-expect.js"), `${RECORDING_EXPECT}globalThis.expect = expect;\n`);
  writeFileSync(path.join(dir, "vitest-entry.js"), 'import "eslint-plugin-tool-result/testing/vitest";\n');
  writeFileSync(
    path.join(dir, "jest-entry.js"),
    'import "./global-expect.js";\nimport "eslint-plugin-tool-result/testing/jest";\n',
  );
  return dir;
}

/** Bundles `entry` of `dir` with vite (rolldown) into one ES module, vitest left external; returns its path and code. */
async function bundle(dir: string, entry: string): Promise<{ file: string; code: string }> {
  const outDir = path.join(dir, `out-${entry}`);
  await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    // A control package links dist/ from the repository: keep the link's path, so its own package.json counts.
    resolve: { preserveSymlinks: true },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: { entry: path.join(dir, `${entry}.js`), formats: ["es"], fileName: () => "bundle.js" },
      rolldownOptions: { external: ["vitest"] },
    },
  });
  const file = path.join(outDir, "bundle.js");
  return { file, code: readFileSync(file, "utf8") };
}

/** Runs a bundle with Node from its project folder; what it registered on the stand-in expect. */
function registered(dir: string, file: string): unknown {
  const run = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `await import(${JSON.stringify(file)}); console.log(JSON.stringify(globalThis.registered ?? []));`,
    ],
    { cwd: dir, encoding: "utf8" },
  );
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout) as unknown;
}

describe('"sideEffects" keeps the matcher registration in bundles', () => {
  it("lists exactly the files of the setup subpaths, which register matchers", () => {
    const target = (subpath: string) => (pkg.exports[subpath] as { default: string }).default;
    expect(pkg.sideEffects).toEqual([target("./testing/vitest"), target("./testing/jest")]);
  });

  it.each(["vitest-entry", "jest-entry"])(
    "%s: the bundle holds the registration and, run, registers toBeToolResult",
    async (entry) => {
      const dir = project();
      try {
        const { file, code } = await bundle(dir, entry);
        expect(code).toMatch(/expect\.extend\(toolResultMatchers\)/u);
        expect(code).toContain("toBeToolResult");
        expect(registered(dir, file)).toEqual(["toBeToolResult"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it('with "sideEffects": false the same import is dropped, so the field is what keeps it', async () => {
    const dir = project(false);
    try {
      const { file, code } = await bundle(dir, "vitest-entry");
      expect(code).not.toContain("toBeToolResult");
      expect(registered(dir, file)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
