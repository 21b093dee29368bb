/**
 * The command line of `eslint-plugin-tool-result check`: options checked one by one (with "did you mean"),
 * usage, version, and the check itself (./lint.ts), writing to the streams it is given and resolving with
 * the exit code. ./index.ts is the bin that runs it on the process.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PRESET_NAMES, type PresetName } from "../contract/presets.js";
import { closestName } from "../common/closest.js";

const USAGE = `Usage: eslint-plugin-tool-result check [paths...] [options]

Lints JavaScript and TypeScript files (default: the current folder) with eslint-plugin-tool-result's
recommended rules and no ESLint config of yours. Files ignored by ./.gitignore and node_modules are skipped.

Options:
  --fix                   write the fixes to the files, as eslint --fix does
  --preset <name>         the contract to check against: ${PRESET_NAMES.join(", ")} (default: ${PRESET_NAMES[0]})
  --contract <file.json>  a custom contract: a JSON file with the fields of settings["tool-result"]
                          (preset, statuses, allowedKeys, blockKinds, typeNames)
  --format <name>         ESLint's output format: stylish (default), json, ...
  --ignore-pattern <glob> skip more files (repeatable)
  -h, --help              show this help
  -v, --version           show the version

Needs ESLint 9 or 10 (npm install --save-dev eslint), and typescript-eslint for TypeScript files
(npm install --save-dev typescript-eslint typescript).
Exit code: 0 no problems, 1 problems found, 2 the check could not run (a usage error, a missing
dependency, a bad contract, a file that does not parse).`;

const OPTIONS = {
  fix: { type: "boolean" },
  preset: { type: "string" },
  contract: { type: "string" },
  format: { type: "string" },
  "ignore-pattern": { type: "string", multiple: true },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

/** A command line that cannot be used; the message says what is wrong and what was meant. */
class UsageError extends Error {}

interface Parsed {
  readonly values: {
    fix?: boolean;
    preset?: string;
    contract?: string;
    format?: string;
    "ignore-pattern"?: string[];
    help?: boolean;
    version?: boolean;
  };
  readonly positionals: string[];
}

/**
 * The command line, checked option by option: Node's parser is run leniently and its tokens are checked
 * here, so an unknown option gets "did you mean" and a message in the words of this command.
 */
function parse(argv: string[]): Parsed {
  const { values, positionals, tokens } = parseArgs({
    args: argv,
    options: OPTIONS,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const names = Object.keys(OPTIONS);
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const given = argv[token.index] ?? token.rawName;
    const known = Object.hasOwn(OPTIONS, token.name) ? OPTIONS[token.name as keyof typeof OPTIONS] : undefined;
    if (known === undefined) {
      const near = closestName(given.replace(/^-+/u, "").replace(/=.*$/su, ""), names, { prefix: true });
      throw new UsageError(`Unknown option ${given}${near === undefined ? "." : `: did you mean --${near}?`}`);
    }
    const flag = `--${token.name}`;
    // `--format --fix`: the next word is another option, not the value (`--format=-x` still can be).
    if (known.type === "string" && token.value !== undefined && !token.inlineValue && token.value.startsWith("-")) {
      throw new UsageError(
        `${flag} needs a value, and got the option ${token.value}: ${flag} <${token.name === "contract" ? "file.json" : "name"}>.`,
      );
    }
    if (known.type === "string" && (token.value === undefined || token.value === "")) {
      throw new UsageError(`${flag} needs a value: ${flag} <${token.name === "contract" ? "file.json" : "name"}>.`);
    }
    if (known.type === "boolean" && token.value !== undefined) {
      throw new UsageError(`${flag} takes no value (got ${given}).`);
    }
  }
  return { values: values as Parsed["values"], positionals };
}

/** The contract file of `--contract`: JSON with the fields of `settings["tool-result"]`. */
function readContract(file: string, cwd: string): unknown {
  let text: string;
  try {
    text = readFileSync(path.resolve(cwd, file), "utf8");
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new UsageError(
      `Cannot read the contract file ${file}: ${code === "ENOENT" ? "there is no such file" : message}.`,
    );
  }
  try {
    // A byte order mark is not JSON, but editors write one: read past it.
    return JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text) as unknown;
  } catch (error) {
    throw new UsageError(
      `The contract file ${file} is not JSON (${(error as Error).message}). It holds the fields of ` +
        `settings["tool-result"], for example { "preset": "strands", "allowedKeys": ["toolUseId", "traceId"] }.`,
    );
  }
}

/** Where the command runs and where its output goes: the process's own in the bin, a test's in a test. */
export interface CommandIO {
  /** The folder paths, globs and the contract file are relative to. */
  readonly cwd: string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/** Runs the command line `argv` (without the node and script paths) and resolves with the exit code. */
export async function main(argv: string[], io: CommandIO): Promise<number> {
  let parsed: Parsed;
  let contract: unknown;
  try {
    parsed = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  try {
    if (parsed.values.contract !== undefined) contract = readContract(parsed.values.contract, io.cwd);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help === true) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if (values.version === true) {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
    io.stdout(`${pkg.version}\n`);
    return 0;
  }
  const [command, ...paths] = positionals;
  if (command === "check" && paths.includes("")) {
    io.stderr(
      `An empty path was given: name the files or folders to check, or give none to check the current folder.\n\n${USAGE}\n`,
    );
    return 2;
  }
  if (command !== "check") {
    const near = command === undefined ? undefined : closestName(command, ["check"]);
    io.stderr(
      `${command === undefined ? "No command given." : `Unknown command "${command}"${near === undefined ? "." : `: did you mean "${near}"?`}`}\n\n${USAGE}\n`,
    );
    return 2;
  }

  // Loaded only now: --help and usage errors need no ESLint.
  const { checkFiles, CheckSetupError, describeUnparsable } = await import("./lint.js");
  const format = values.format ?? "stylish";
  try {
    const check = await checkFiles(paths, {
      cwd: io.cwd,
      fix: values.fix === true,
      format,
      ...(values.preset === undefined ? {} : { preset: values.preset as PresetName }),
      ...(contract === undefined ? {} : { contract }),
      ...(values["ignore-pattern"] === undefined ? {} : { ignorePatterns: values["ignore-pattern"] }),
    });
    const { output } = check;
    if (output !== "") io.stdout(output.endsWith("\n") ? output : `${output}\n`);
    if (check.problemCount === 0 && format === "stylish" && check.unparsable.length === 0) {
      const files = check.results.length === 1 ? "1 file" : `${check.results.length} files`;
      io.stdout(`No tool-result problems in ${files}.\n`);
    }
    if (check.unparsable.length > 0) {
      const total = check.results.length + check.unparsable.length;
      io.stderr(`${describeUnparsable(check.unparsable, total, "--ignore-pattern <path>")}\n`);
      return 2;
    }
    return check.results.some((result) => result.errorCount > 0) ? 1 : 0;
  } catch (error) {
    // A setup problem gets its message alone (naming the contract file it came from); anything else (a
    // pattern that matches no file, a crash) ESLint's message, as the eslint command prints it.
    if (error instanceof CheckSetupError) {
      const from = values.contract !== undefined && error.message.startsWith("Invalid ESLint setting");
      io.stderr(`${from ? `${values.contract}: ` : ""}${error.message}\n`);
    } else {
      io.stderr(`${String((error as Error).message ?? error)}\n`);
    }
    return 2;
  }
}
