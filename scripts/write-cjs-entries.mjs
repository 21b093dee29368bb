// Writes the CommonJS entry points (run by `npm run build`, after tsc).
//
// JavaScript: each is a one-line file that require()s the ES module (Node's require(esm), on by default
// in every Node version `engines` allows), so `require("eslint-plugin-tool-result")` returns the very
// plugin object `import` gives: one copy of the code, no dual-package hazard.
//
// Types: TypeScript before 5.8 (and 5.8+ under `module: node16`) does not let a CommonJS file import an
// ES module's declarations, so the CommonJS entries get declarations of their own:
// - the plugin: dist/index.d.cts, `export =` of the plugin's type (read through an import type with
//   `resolution-mode`, which TypeScript 5.3+ accepts in CommonJS), plus its exported types;
// - the runtime and testing entries: copies of their declaration files under dist/cjs/, whose
//   package.json says `"type": "commonjs"`.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const header = "// CommonJS entry point, written by scripts/write-cjs-entries.mjs.\n";
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), header + text);
};

// The plugin: require() returns the default export.
const pluginTypes = 'import("./index.js", { with: { "resolution-mode": "import" } })';
const typeExports = [...readFileSync(path.join(dist, "index.d.ts"), "utf8").matchAll(/^export type \{([^}]*)\}/gmu)]
  .flatMap((match) => match[1].split(","))
  .map((name) => name.trim())
  .filter(Boolean);
write("index.cjs", '"use strict";\nmodule.exports = require("./index.js").default;\n');
write(
  "index.d.cts",
  `declare const plugin: typeof ${pluginTypes}.default;\n` +
    `declare namespace plugin {\n${typeExports.map((name) => `  export type ${name} = ${pluginTypes}.${name};\n`).join("")}}\n` +
    "export = plugin;\n",
);

// The runtime and testing entries: require() returns the module namespace (named exports).
mkdirSync(path.join(dist, "cjs"), { recursive: true });
writeFileSync(path.join(dist, "cjs/package.json"), '{ "type": "commonjs" }\n');
const copied = new Set();
function copyDeclarations(file) {
  if (copied.has(file)) return;
  copied.add(file);
  const source = path.join(dist, file);
  if (!existsSync(source)) throw new Error(`write-cjs-entries: ${file} is referenced but was not built`);
  mkdirSync(path.dirname(path.join(dist, "cjs", file)), { recursive: true });
  copyFileSync(source, path.join(dist, "cjs", file));
  const text = readFileSync(source, "utf8");
  for (const [, specifier] of text.matchAll(/(?:from |import\()"(\.{1,2}\/[^"]+)\.js"/gu)) {
    copyDeclarations(path.join(path.dirname(file), `${specifier}.d.ts`));
  }
}
// testing/vitest and testing/jest stay ES modules only: vitest imports them, and jest resolves a setup
// file through "require" even in its ESM mode, where a CommonJS file could not load the ES module.
for (const entry of ["runtime/index", "testing/index"]) {
  write(`cjs/${entry}.js`, `"use strict";\nmodule.exports = require("../../${entry}.js");\n`);
  copyDeclarations(`${entry}.d.ts`);
}
