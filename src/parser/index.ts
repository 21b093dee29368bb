/**
 * The parser `configs.recommended` sets for JavaScript and TypeScript files, so that one config line
 * lints a TypeScript project and a plain JavaScript one alike:
 * - typescript-eslint's parser for every file when it is installed (as typescript-eslint's own configs
 *   do), with the parser options of the user's config, so `projectService` and type information work;
 * - otherwise ESLint's own parser (espree, the one ESLint would use) for JavaScript, with JSX on for
 *   `.jsx` files, and, for a TypeScript file, a parsing error that says what to install.
 *
 * Nothing is loaded when the plugin is imported: the parsers are looked up and loaded at the first file.
 * They are found from this package first (npm's flat node_modules), then from the linted file's folder
 * (the user's project, also under pnpm), and typescript-eslint's parser also through `typescript-eslint`.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { Linter } from "eslint";

type ParseOptions = Record<string, unknown> & { filePath?: string; ecmaFeatures?: Record<string, unknown> };

interface ParserModule {
  parseForESLint?: (code: string, options: ParseOptions) => Linter.ESLintParseResult;
  parse?: (code: string, options: ParseOptions) => Linter.ESLintParseResult["ast"];
}

/** A parser found and loaded, or why it is not there. */
type Found = { parser: ParserModule } | { missing: true } | { error: Error };

/** The npm command that installs what the TypeScript files need. */
export const INSTALL_TYPESCRIPT_PARSER = "npm install --save-dev typescript-eslint typescript";

const TYPESCRIPT_FILE = /\.(?:[cm]?ts|tsx)$/iu;
const JSX_FILE = /\.jsx$/iu;

const here = createRequire(import.meta.url);

/** `require` from a folder (resolution starts in its node_modules, as from a file inside it). */
function requireIn(dir: string): NodeJS.Require {
  return createRequire(path.join(dir, "noop.js"));
}

function isNotFound(error: unknown, id: string): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === "MODULE_NOT_FOUND" && typeof message === "string" && message.includes(`'${id}'`);
}

/** Loads `id` through `load`; a module that is not there is `missing`, one that fails to load an `error`. */
function attempt(id: string, load: () => unknown): Found {
  try {
    const loaded = load() as ParserModule & { default?: ParserModule };
    const parser = typeof loaded.parseForESLint === "function" ? loaded : (loaded.default ?? loaded);
    return { parser };
  } catch (error) {
    return isNotFound(error, id) ? { missing: true } : { error: error as Error };
  }
}

function typescriptParserFrom(req: NodeJS.Require): Found {
  const direct = attempt("@typescript-eslint/parser", () => req("@typescript-eslint/parser"));
  if (!("missing" in direct)) return direct;
  // typescript-eslint depends on the parser; under pnpm only the package the user installed is visible.
  let meta: string;
  try {
    meta = req.resolve("typescript-eslint/package.json");
  } catch {
    return direct;
  }
  return attempt("@typescript-eslint/parser", () => createRequire(meta)("@typescript-eslint/parser"));
}

function espreeFrom(req: NodeJS.Require): Found {
  let eslintMain: string;
  try {
    eslintMain = req.resolve("eslint");
  } catch {
    return { missing: true };
  }
  // ESLint's own copy, so JavaScript parses exactly as it would without a parser in the config.
  return attempt("espree", () => createRequire(eslintMain)("espree"));
}

/** Lookups from this package (done once) and from each folder of linted files (once per folder). */
function cachedLookup(find: (req: NodeJS.Require) => Found): (dir: string | undefined) => Found {
  let fromHere: Found | undefined;
  const fromDir = new Map<string, Found>();
  return (dir) => {
    fromHere ??= find(here);
    if (!("missing" in fromHere) || dir === undefined) return fromHere;
    let found = fromDir.get(dir);
    if (found === undefined) {
      found = find(requireIn(dir));
      fromDir.set(dir, found);
    }
    return found;
  };
}

const findTypeScriptParser = cachedLookup(typescriptParserFrom);
const findEspree = cachedLookup(espreeFrom);

function run(parser: ParserModule, code: string, options: ParseOptions): Linter.ESLintParseResult {
  if (typeof parser.parseForESLint === "function") return parser.parseForESLint(code, options);
  if (typeof parser.parse === "function") return { ast: parser.parse(code, options) };
  throw new Error("eslint-plugin-tool-result: the parser found has neither parseForESLint() nor parse().");
}

const MISSING_TYPESCRIPT_PARSER = "is TypeScript, and ";

/** Whether a parsing error is the one this parser gives a TypeScript file when no TypeScript parser is installed. */
export function isMissingTypeScriptParser(message: string): boolean {
  return message.includes(`eslint-plugin-tool-result: `) && message.includes(MISSING_TYPESCRIPT_PARSER);
}

function missingTypeScriptParser(filePath: string | undefined, cause?: Error): Error {
  const file = filePath === undefined ? "This file" : path.basename(filePath);
  const why =
    cause === undefined
      ? "no TypeScript parser is installed"
      : `typescript-eslint's parser did not load (${cause.message.split("\n")[0]})`;
  return new Error(
    `eslint-plugin-tool-result: ${file} ${MISSING_TYPESCRIPT_PARSER}${why}. Install one: ${INSTALL_TYPESCRIPT_PARSER}`,
    cause === undefined ? undefined : { cause },
  );
}

/** Parses one file: see the module comment for which parser. */
export function parseForESLint(code: string, options: ParseOptions = {}): Linter.ESLintParseResult {
  const filePath = typeof options.filePath === "string" ? options.filePath : undefined;
  const dir = filePath === undefined ? undefined : path.dirname(filePath);
  const typescript = findTypeScriptParser(dir);
  if ("parser" in typescript) return run(typescript.parser, code, options);
  if (filePath !== undefined && TYPESCRIPT_FILE.test(filePath)) {
    throw missingTypeScriptParser(filePath, "error" in typescript ? typescript.error : undefined);
  }
  const espree = findEspree(dir);
  if ("parser" in espree) {
    const jsx = filePath !== undefined && JSX_FILE.test(filePath);
    return run(
      espree.parser,
      code,
      jsx ? { ...options, ecmaFeatures: { ...options.ecmaFeatures, jsx: true } } : options,
    );
  }
  throw new Error(
    "eslint-plugin-tool-result: found neither typescript-eslint's parser nor ESLint's espree to parse " +
      `${filePath ?? "this file"}.`,
    "error" in espree ? { cause: espree.error } : undefined,
  );
}

/** The parser object for `languageOptions.parser`; `meta` lets ESLint cache and print the config. */
export function createParser(meta: { name: string; version: string }): Linter.Parser {
  return { meta: { name: `${meta.name}/parser`, version: meta.version }, parseForESLint } as Linter.Parser;
}
