// How long the ESLint language server (vscode-eslint-language-server, as run by VS Code's ESLint
// extension and by Neovim/Helix/Zed over stdio) takes to answer a diagnostic pull on a 1,000-line file
// with the plugin's recommended config. Baselines measured in the same run, on the same text:
// - the same server and parser with no rules turned on (what the editor costs without the plugin);
// - ESLint's own API (`lintText`) with the recommended config, in this process (no editor protocol).
// A fourth row shows typed linting: the same text as a .ts file with projectService.
// Each pull follows a one-character edit (didChange), as when typing.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { startEslintServer } from "../../tests/e2e/lib/eslint-server.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const source = path.join(root, "tests/fixtures/editor/large.js");
const work = path.join(root, "bench/.work/editor");
const WARMUP = 10;
const RUNS = 41;

const text = readFileSync(source, "utf8");
const lines = text.split("\n").length - 1;

// A workspace with two folders side by side: the server picks each file's nearest eslint.config.js.
rmSync(work, { recursive: true, force: true });
const typedConfig = `import toolResult from "eslint-plugin-tool-result";
import tseslint from "typescript-eslint";

export default [
  {
    files: ["**/*.ts"],
    languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  { files: ["**/*.ts"], ...toolResult.configs["recommended-type-checked"] },
];
`;
const tsconfig = JSON.stringify({
  compilerOptions: { target: "ES2022", module: "NodeNext", strict: false, noEmit: true, types: [] },
  include: ["large.ts"],
});
for (const [dir, config, file] of [
  [
    "plugin",
    'import toolResult from "eslint-plugin-tool-result";\n\nexport default [toolResult.configs.recommended];\n',
    "large.js",
  ],
  ["baseline", 'export default [{ files: ["**/*.js"] }];\n', "large.js"],
  ["typed", typedConfig, "large.ts"],
]) {
  mkdirSync(path.join(work, dir), { recursive: true });
  writeFileSync(path.join(work, dir, "eslint.config.js"), config);
  cpSync(source, path.join(work, dir, file));
  if (dir === "typed") writeFileSync(path.join(work, dir, "tsconfig.json"), tsconfig);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

const server = await startEslintServer(work);
let results;
try {
  const uris = {
    plugin: await server.open(path.join(work, "plugin/large.js"), text),
    baseline: await server.open(path.join(work, "baseline/large.js"), text),
    typed: await server.open(path.join(work, "typed/large.ts"), text),
  };
  // ESLint's API on the same text and config, without the editor protocol (in this process).
  const eslint = new ESLint({ cwd: path.join(work, "plugin") });
  const measure = {
    async plugin(i) {
      return pull(uris.plugin, i);
    },
    async baseline(i) {
      return pull(uris.baseline, i);
    },
    async typed(i) {
      return pull(uris.typed, i);
    },
    async api() {
      const start = performance.now();
      const [result] = await eslint.lintText(text, { filePath: path.join(work, "plugin/large.js") });
      return { ms: performance.now() - start, count: result.messages.length };
    },
  };
  async function pull(uri, i) {
    const insert = i % 2 === 0;
    await server.change(uri, [
      insert
        ? { range: { start: { line: 0, character: 2 }, end: { line: 0, character: 2 } }, newText: " " }
        : { range: { start: { line: 0, character: 2 }, end: { line: 0, character: 3 } }, newText: "" },
    ]);
    const start = performance.now();
    const items = await server.diagnostics(uri);
    return { ms: performance.now() - start, count: items.length };
  }

  const keys = Object.keys(measure);
  const counts = {};
  const times = Object.fromEntries(keys.map((k) => [k, []]));
  for (let i = 0; i < WARMUP + RUNS; i++) {
    // Rotate the order so that drift (GC, other load on the machine) hits every scenario alike.
    for (let j = 0; j < keys.length; j++) {
      const key = keys[(i + j) % keys.length];
      const { ms, count } = await measure[key](i);
      counts[key] = count;
      if (i >= WARMUP) times[key].push(ms);
    }
  }
  if (counts.plugin === 0) throw new Error("The server reported no problems in large.js with the recommended config.");
  if (counts.baseline !== 0)
    throw new Error(`The baseline config reported ${counts.baseline} problems; it should report none.`);
  if (counts.api !== counts.plugin)
    throw new Error(`lintText found ${counts.api} problems, the server ${counts.plugin}.`);
  if (counts.typed < counts.plugin)
    throw new Error(
      `Typed linting found ${counts.typed} problems, fewer than the ${counts.plugin} found without types.`,
    );
  results = { times, problems: counts.plugin, typedProblems: counts.typed };
} finally {
  await server.stop();
}

const { times, problems, typedProblems } = results;
const rows = [
  ["Language server, recommended config", times.plugin],
  ["Language server, no rules (baseline)", times.baseline],
  ["ESLint API `lintText`, recommended config (no server)", times.api],
  [
    `Language server, same text as .ts with projectService, recommended-type-checked (${typedProblems} problems)`,
    times.typed,
  ],
];
const base = median(times.baseline);
for (const [label, xs] of rows) {
  console.log(
    `${label.slice(0, 60).padEnd(60)} median ${median(xs).toFixed(1)} ms  p90 ${quantile(xs, 0.9).toFixed(1)} ms  ×${(median(xs) / base).toFixed(2)} baseline`,
  );
}

const md = [
  "## Editor: diagnostic pull in the ESLint language server",
  "",
  `Time for \`vscode-eslint-language-server\` (vscode-langservers-extracted 4.10.0, driven over stdio) to answer`,
  `\`textDocument/diagnostic\` on a ${lines.toLocaleString("en-US")}-line file (\`tests/fixtures/editor/large.js\`, ${problems} problems),`,
  `each pull after a one-character \`didChange\`; ${RUNS} pulls after ${WARMUP} warm-up pulls, one server process.`,
  `Load average when the suite started: ${os.loadavg()[0].toFixed(1)} (1 min); other processes on the machine add noise to the p90.`,
  "",
  "| Scenario | Median | p90 | Ratio to baseline |",
  "| :-- | --: | --: | --: |",
  ...rows.map(
    ([label, xs]) =>
      `| ${label} | ${median(xs).toFixed(1)} ms | ${quantile(xs, 0.9).toFixed(1)} ms | ${(median(xs) / base).toFixed(2)} |`,
  ),
  "",
  `The plugin's rules (configs.recommended) add ${(median(times.plugin) - base).toFixed(1)} ms to a pull on this file; the rest is parsing and the`,
  "editor protocol. `npm test` prints the same figure from tests/e2e/editor.test.ts (fewer pulls).",
  "",
].join("\n");
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/editor.md"), md);
console.log("wrote bench/results/editor.md");
