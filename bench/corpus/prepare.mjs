// Lays out the lint benchmark's corpora under bench/.work/corpus/ (gitignored, rebuilt on every run):
// - effect: the TypeScript sources that the pinned `effect` dev dependency ships (node_modules/effect/src)
// - rxjs: the TypeScript sources that the pinned `rxjs` dev dependency ships (node_modules/rxjs/src)
// - tools-N: N generated tool modules (bench/corpus/generate-tools.mjs)
// Each gets a tsconfig.json so the typed runs (parserOptions.projectService) find a project for every
// file. The registry sources are copied, not linted in place: ESLint ignores node_modules/ by default, and
// a tsconfig must not be written into node_modules.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { generateTools } from "./generate-tools.mjs";

const require = createRequire(import.meta.url);

const BASE_COMPILER_OPTIONS = {
  strict: true,
  target: "ES2022",
  module: "ESNext",
  moduleResolution: "bundler",
  lib: ["ES2022", "DOM", "DOM.Iterable"],
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

/** The directory and version of an installed dev dependency, with a clear error when it is missing. */
function installed(name) {
  let pkgJson;
  try {
    pkgJson = require.resolve(`${name}/package.json`);
  } catch {
    throw new Error(
      `The lint benchmark needs the dev dependency "${name}" (pinned in package.json). Run \`npm ci\` first.`,
    );
  }
  const dir = path.dirname(pkgJson);
  const { version } = JSON.parse(readFileSync(pkgJson, "utf8"));
  return { dir, version };
}

function countLines(dir) {
  let files = 0;
  let lines = 0;
  for (const entry of readdirSync(dir, { recursive: true })) {
    if (!entry.endsWith(".ts")) continue;
    const text = readFileSync(path.join(dir, entry), "utf8");
    files++;
    lines += text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  }
  return { files, lines };
}

/** Copies the `.ts` files of `<package>/src` into `dest` and writes a tsconfig for them. */
function copyPackageSources(name, dest, compilerOptions) {
  const { dir, version } = installed(name);
  const src = path.join(dir, "src");
  if (!existsSync(src) || !statSync(src).isDirectory()) {
    throw new Error(
      `${name}@${version} in ${dir} ships no src/ directory; the lint benchmark needs its TypeScript sources.`,
    );
  }
  rmSync(dest, { recursive: true, force: true });
  cpSync(src, dest, { recursive: true, filter: (from) => statSync(from).isDirectory() || from.endsWith(".ts") });
  writeFileSync(
    path.join(dest, "tsconfig.json"),
    `${JSON.stringify({ compilerOptions: { ...BASE_COMPILER_OPTIONS, ...compilerOptions }, include: ["**/*.ts"] }, null, 2)}\n`,
  );
  return { version, ...countLines(dest) };
}

/**
 * Builds every corpus; returns descriptions `{ name, dir, files, lines, source }` in a fixed order.
 * `sizes` are the generated corpus sizes.
 */
export function prepareCorpora(workDir, sizes) {
  const root = path.join(workDir, "corpus");
  mkdirSync(root, { recursive: true });
  const corpora = [];

  const effectDir = path.join(root, "effect");
  const effect = copyPackageSources("effect", effectDir, {});
  corpora.push({
    name: "effect",
    dir: effectDir,
    files: effect.files,
    lines: effect.lines,
    source: `\`effect@${effect.version}\` \`src/\` (from npm)`,
  });

  const rxjsDir = path.join(root, "rxjs");
  const rxjs = copyPackageSources("rxjs", rxjsDir, {
    // rxjs's own tsconfig maps its package name to its sources; the same mapping, relative to src/.
    paths: { rxjs: ["./index.ts"], "rxjs/*": ["./*/index.ts"] },
  });
  corpora.push({
    name: "rxjs",
    dir: rxjsDir,
    files: rxjs.files,
    lines: rxjs.lines,
    source: `\`rxjs@${rxjs.version}\` \`src/\` (from npm)`,
  });

  for (const n of sizes) {
    const dir = path.join(root, `tools-${n}`);
    const { files, lines } = generateTools(dir, n);
    corpora.push({
      name: `tools-${n}`,
      dir,
      files,
      lines,
      size: n,
      source: `${n.toLocaleString("en-US")} generated tool modules + 1 types module`,
    });
  }
  return corpora;
}
