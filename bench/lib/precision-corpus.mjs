// The precision corpus: the code that agent/LLM SDKs and tool frameworks publish on npm (pinned dev dependencies), where a
// report of the plugin is a false positive unless KNOWN_TRUE_POSITIVES below lists it with a reason.
// Shared by bench/suites/precision.mjs (every corpus, each preset, untyped and typed, into
// bench/results/precision.md) and tests/integration/precision.test.ts (the files with both keys, untyped).
// The plugin is passed in, so the suite can lint with the build (dist/) and the test with the sources.
import tsParser from "@typescript-eslint/parser";
import { ESLint } from "eslint";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

const isDeclaration = (rel) => /\.d\.[cm]?ts$/u.test(rel);

/**
 * One corpus: the files of one form of one package. `include` picks files by their path inside the
 * package (posix separators); `typed` says how the typed run finds types: "ts" for TypeScript sources,
 * "js" for JavaScript modules that each have a `.d.ts` beside them (imports resolve to those), or false
 * where no typed run is made (bundles, or ESM with no declarations of its own beside it).
 */
export const CORPORA = [
  {
    id: "strands",
    pkg: "@strands-agents/sdk",
    include: (rel) => /^dist\/src\/.*\.js$/u.test(rel),
    typed: "js",
    linted: "`dist/src/**/*.js` (ESM, the only build)",
  },
  {
    id: "ai-dist",
    pkg: "ai",
    include: (rel) => /^dist\/.*\.mjs$/u.test(rel),
    typed: false,
    linted: "`dist/**/*.mjs` (ESM bundles; the `.js` CJS bundles are the same code)",
  },
  {
    id: "ai-src",
    pkg: "ai",
    include: (rel) => /^src\/.*\.ts$/u.test(rel) && !isDeclaration(rel),
    typed: "ts",
    linted: "`src/**/*.ts` (the TypeScript sources it ships)",
  },
  {
    id: "openai-dist",
    pkg: "@ai-sdk/openai",
    include: (rel) => /^dist\/.*\.mjs$/u.test(rel),
    typed: false,
    linted: "`dist/**/*.mjs` (ESM bundles; the `.js` CJS bundles are the same code)",
  },
  {
    id: "openai-src",
    pkg: "@ai-sdk/openai",
    include: (rel) => /^src\/.*\.ts$/u.test(rel) && !isDeclaration(rel),
    typed: "ts",
    linted: "`src/**/*.ts` (the TypeScript sources it ships)",
  },
  {
    id: "langchain",
    pkg: "@langchain/core",
    include: (rel) => rel.endsWith(".js"),
    typed: "js",
    linted: "`**/*.js` (ESM: `dist/` and the entry stubs; the `.cjs` files are the CJS copy)",
  },
  {
    id: "agents-core",
    pkg: "@openai/agents-core",
    include: (rel) => /^dist\/.*\.mjs$/u.test(rel),
    typed: false,
    linted:
      "`dist/**/*.mjs` (ESM; the `.js` files are the CJS copy, and the `.d.ts` beside them do not type the `.mjs`)",
  },
  {
    id: "mcp",
    pkg: "@modelcontextprotocol/sdk",
    include: (rel) => /^dist\/esm\/.*\.js$/u.test(rel),
    typed: "js",
    linted: "`dist/esm/**/*.js` (ESM; `dist/cjs/` is the CJS copy)",
  },
  {
    id: "mcp-server-v2",
    pkg: "@modelcontextprotocol/server",
    include: (rel) => /^dist\/.*\.mjs$/u.test(rel),
    typed: false,
    linted:
      "`dist/**/*.mjs` (ESM chunks; the `.cjs` files are the CJS copy, and its `.d.mts` are bundled, not beside each module)",
  },
  {
    id: "mcp-core-v2",
    pkg: "@modelcontextprotocol/core",
    include: (rel) => /^dist\/.*\.mjs$/u.test(rel),
    typed: false,
    linted: "`dist/**/*.mjs` (ESM chunks; the `.cjs` files are the CJS copy)",
  },
  {
    id: "mcp-handler",
    pkg: "mcp-handler",
    include: (rel) => /^dist\/.*\.mjs$/u.test(rel),
    typed: false,
    linted: "`dist/**/*.mjs` (ESM bundles; the `.js` files are the CJS copy)",
  },
  {
    id: "fastmcp",
    pkg: "fastmcp",
    include: (rel) => /^dist\/.*\.js$/u.test(rel),
    typed: "js",
    linted: "`dist/**/*.js` (ESM bundles; the `.cjs` files are the CJS copy)",
  },
  {
    id: "mcp-framework",
    pkg: "mcp-framework",
    include: (rel) => /^dist\/.*\.js$/u.test(rel),
    typed: "js",
    linted: "`dist/**/*.js` (ESM, the only build)",
  },
  {
    id: "claude-agent-sdk",
    pkg: "@anthropic-ai/claude-agent-sdk",
    include: (rel) => /^[^/]*\.mjs$/u.test(rel),
    typed: false,
    linted:
      "`*.mjs` (ESM bundles: `sdk.mjs`, `bridge.mjs`, `core*.mjs`; `browser-sdk.js` is the browser build of the same SDK, `extractFromBunfs.js` a loader for the native binary)",
  },
  {
    id: "agents",
    pkg: "@openai/agents",
    include: (rel) => /^dist\/.*\.mjs$/u.test(rel),
    typed: false,
    linted: "`dist/**/*.mjs` (ESM re-exports of the packages below; the `.js` files are the CJS copy)",
  },
  {
    id: "agents-openai",
    pkg: "@openai/agents-openai",
    include: (rel) => /^dist\/.*\.mjs$/u.test(rel),
    typed: false,
    linted:
      "`dist/**/*.mjs` (ESM; a dependency of `@openai/agents`, pinned by the lock file; the `.js` files are the CJS copy)",
  },
  {
    id: "agents-realtime",
    pkg: "@openai/agents-realtime",
    include: (rel) => /^dist\/.*\.mjs$/u.test(rel),
    typed: false,
    linted:
      "`dist/**/*.mjs` (ESM; a dependency of `@openai/agents`, pinned by the lock file; the `.js` files are the CJS copy)",
  },
  {
    id: "google-adk",
    pkg: "@google/adk",
    include: (rel) => /^dist\/esm\/.*\.js$/u.test(rel),
    typed: false,
    linted:
      "`dist/esm/**/*.js` (ESM; `dist/cjs/` is the CJS copy and `dist/web/` the browser copy; the declarations are apart, in `dist/types/`)",
  },
];

/** The packages of the corpus, in order, each once. */
export const PACKAGES = [...new Set(CORPORA.map((c) => c.pkg))];

/**
 * Reports in the corpus that are known to be right, each with the reason. Every other report is a false
 * positive. A report matches an entry when its corpus, file (inside the package), rule and, if given,
 * the one-line excerpt of its object (a substring) all match. No tool result in these packages puts a key
 * beside the contract that the runtime would lose; one of the MCP SDK's examples returns an error as a
 * success.
 * @type {readonly { corpus: string; file: string; rule: string; excerpt?: string; reason: string }[]}
 */
export const KNOWN_TRUE_POSITIVES = [
  {
    corpus: "mcp",
    file: "dist/esm/examples/server/simpleStreamableHttp.js",
    rule: "tool-result/no-error-as-success",
    excerpt: "Error collecting ${infoType} information: ${error}",
    reason:
      "the example's collect-user-info tool returns the caught error as text without isError: true, so the model reads the failure as a success (found in typed mode, where the callback's contextual type is the SDK's CallToolResult; the example registers its tools on a server imported by a relative path)",
  },
];

/** Whether a report (with its corpus, file, rule and object excerpt) is listed as a true positive. */
export function knownTruePositive(report) {
  return KNOWN_TRUE_POSITIVES.find(
    (tp) =>
      tp.corpus === report.corpus &&
      tp.file === report.file &&
      tp.rule === report.rule &&
      (tp.excerpt === undefined || (report.excerpt ?? "").includes(tp.excerpt)),
  );
}

/** The installed directory and version of a corpus package, with a clear error when it is missing. */
export function installedPackage(name, root = REPO_ROOT) {
  const dir = path.join(root, "node_modules", ...name.split("/"));
  const manifest = path.join(dir, "package.json");
  if (!existsSync(manifest)) {
    throw new Error(
      `The precision corpus needs the dev dependency "${name}" (pinned in package.json). Run \`npm ci\`.`,
    );
  }
  return { name, dir, version: JSON.parse(readFileSync(manifest, "utf8")).version };
}

/** Every file under `dir` (relative, posix separators, sorted), not descending into node_modules. */
export function listFiles(dir) {
  const out = [];
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(rel);
      } else if (entry.isFile()) out.push(rel);
    }
  };
  walk("");
  return out.sort();
}

/** The files of `corpus` inside the package directory `dir`. */
export function corpusFiles(corpus, dir) {
  return listFiles(dir).filter((rel) => corpus.include(rel));
}

/** A cheap first filter: text that could hold an object literal with both a `status` and a `content` key. */
export function mayHaveBothKeys(text) {
  return /\bstatus\b/u.test(text) && /\bcontent\b/u.test(text);
}

/** The static name of a property's key, or undefined (computed with an unknown value, spread). */
export function keyName(property) {
  if (property.type !== "Property") return undefined;
  const { key } = property;
  if (key.type === "Identifier" && !property.computed) return key.name;
  if (key.type === "Literal") return String(key.value);
  if (key.type === "TemplateLiteral" && key.expressions.length === 0) return key.quasis[0]?.value.cooked;
  return undefined;
}

/** `text` on one line, shortened to `max` characters. */
export function oneLine(text, max = 160) {
  const flat = text.replace(/\s+/gu, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * A rule that records object literals with a `status` or a `content` key or a spread (the ones a report
 * can be about), marking those with both keys. `objects` collects them across files; the caller empties
 * it between runs.
 */
export function createObjectCounter() {
  const objects = [];
  const rule = {
    meta: { type: "suggestion", schema: [] },
    create(context) {
      const { sourceCode } = context;
      return {
        ObjectExpression(node) {
          let status = false;
          let content = false;
          let spread = false;
          for (const property of node.properties) {
            if (property.type === "SpreadElement") spread = true;
            const name = keyName(property);
            if (name === "status") status = true;
            else if (name === "content") content = true;
          }
          if (!status && !content && !spread) return;
          objects.push({
            file: context.filename,
            both: status && content,
            start: node.loc.start,
            end: node.loc.end,
            size: node.range[1] - node.range[0],
            excerpt: oneLine(sourceCode.getText(node)),
          });
        },
      };
    },
  };
  return { objects, plugin: { rules: { objects: rule } }, rules: { "precision/objects": "error" } };
}

const before = (a, b) => a.line < b.line || (a.line === b.line && a.column <= b.column);

/** The smallest recorded object of `file` that contains the report `message` (1-based columns). */
export function objectOf(objects, file, message) {
  const start = { line: message.line, column: message.column - 1 };
  const end = { line: message.endLine ?? message.line, column: (message.endColumn ?? message.column) - 1 };
  let best;
  for (const object of objects) {
    if (object.file !== file || !before(object.start, start) || !before(end, object.end)) continue;
    if (!best || object.size < best.size) best = object;
  }
  return best;
}

/**
 * Language options for one run. Untyped: espree for JavaScript, typescript-eslint's parser for
 * TypeScript. Typed: the parser with `projectService` for TypeScript and, when `typedJs`, for the
 * JavaScript too (a tsconfig with `allowJs` in `tsconfigRootDir` makes it a program).
 */
export function languageConfigs({ typed = false, typedJs = false, tsconfigRootDir } = {}) {
  const service = { projectService: true, tsconfigRootDir };
  return [
    {
      files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
      languageOptions:
        typed && typedJs
          ? { parser: tsParser, ecmaVersion: "latest", sourceType: "module", parserOptions: service }
          : { ecmaVersion: "latest", sourceType: "module" },
    },
    {
      files: ["**/*.ts", "**/*.mts", "**/*.cts"],
      languageOptions: {
        parser: tsParser,
        ecmaVersion: "latest",
        sourceType: "module",
        parserOptions: typed ? service : {},
      },
    },
  ];
}

/** The compiler options of the tsconfig written into a copy for a typed run. */
export const TYPED_COMPILER_OPTIONS = {
  strict: true,
  target: "ES2022",
  module: "ESNext",
  moduleResolution: "bundler",
  lib: ["ES2022", "DOM", "DOM.Iterable"],
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

/**
 * Lints `files` (absolute) under `cwd` with the plugin's recommended config (the type-checked one when
 * typed) and `settings: { "tool-result": { preset } }`, beside the object counter. Returns every report
 * (with its object), the recorded objects, the files that had type information and the time it took.
 */
export async function lintWithPreset({ plugin, cwd, files, preset, typed = false, typedJs = false, relativeTo = cwd }) {
  const counter = createObjectCounter();
  const typedFiles = new Set();
  const probe = {
    rules: {
      typed: {
        meta: { type: "suggestion", schema: [] },
        create(context) {
          if (context.sourceCode.parserServices?.program) typedFiles.add(context.filename);
          return {};
        },
      },
    },
  };
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    allowInlineConfig: false,
    overrideConfig: [
      ...languageConfigs({ typed, typedJs, tsconfigRootDir: cwd }),
      typed ? plugin.configs["recommended-type-checked"] : plugin.configs.recommended,
      { settings: { "tool-result": { preset } } },
      {
        plugins: { precision: { rules: { ...counter.plugin.rules, ...probe.rules } } },
        rules: { ...counter.rules, "precision/typed": "error" },
      },
    ],
  });
  const started = performance.now();
  const results = await eslint.lintFiles(files);
  const ms = performance.now() - started;
  const rel = (file) => path.relative(relativeTo, file).split(path.sep).join("/");
  const objects = counter.objects.map((o) => ({ ...o, file: rel(o.file) }));
  const reports = [];
  const fatal = [];
  for (const result of results) {
    const file = rel(result.filePath);
    for (const message of result.messages) {
      if (message.fatal || !message.ruleId) {
        fatal.push(`${file}:${message.line}:${message.column} ${message.message}`);
        continue;
      }
      const object = objectOf(objects, file, message);
      reports.push({
        file,
        line: message.line,
        column: message.column,
        rule: message.ruleId,
        message: message.message,
        fix: Boolean(message.fix),
        suggestions: message.suggestions?.length ?? 0,
        object: object ? `${object.start.line}:${object.start.column + 1}` : undefined,
        excerpt: object?.excerpt,
      });
    }
  }
  return { files: results.length, reports, objects, fatal, typedFiles: typedFiles.size, ms };
}

/**
 * Parses `files` (absolute) untyped with only the object counter and returns the recorded objects, with
 * file paths relative to `relativeTo`: how many object literals have both keys, and where.
 */
export async function countObjects({ cwd, files, relativeTo = cwd }) {
  const counter = createObjectCounter();
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    allowInlineConfig: false,
    overrideConfig: [...languageConfigs(), { plugins: { precision: counter.plugin }, rules: counter.rules }],
  });
  const results = await eslint.lintFiles(files);
  const fatal = results.flatMap((r) => r.messages.filter((m) => m.fatal).map((m) => `${r.filePath}: ${m.message}`));
  if (fatal.length > 0) throw new Error(`Files that do not parse: ${fatal.join("; ")}`);
  return counter.objects.map((o) => ({ ...o, file: path.relative(relativeTo, o.file).split(path.sep).join("/") }));
}

/** One line per report: `file:line:col rule message — excerpt`. */
export function formatReport(report) {
  return `${report.file}:${report.line}:${report.column} ${report.rule} ${report.message}${report.excerpt ? ` — ${report.excerpt}` : ""}`;
}
