#!/usr/bin/env node
/**
 * `eslint-plugin-tool-result check [paths...]` (also installed as `tool-result`): lints the given files
 * with the plugin's recommended config and no user config, for repositories that do not run ESLint.
 * Exit codes: 0 no problems, 1 problems found, 2 the check could not run (usage, missing dependency).
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { PRESET_NAMES, type PresetName } from "../contract/presets.js";

const USAGE = `Usage: eslint-plugin-tool-result check [paths...] [options]

Lints JavaScript and TypeScript files (default: the current folder) with eslint-plugin-tool-result's
recommended rules and no ESLint config of yours. Files ignored by ./.gitignore and node_modules are skipped.

Options:
  --fix                   write the fixes to the files, as eslint --fix does
  --preset <name>         the contract to check against: ${PRESET_NAMES.join(", ")} (default: ${PRESET_NAMES[0]})
  --format <name>         ESLint's output format: stylish (default), json, ...
  --ignore-pattern <glob> skip more files (repeatable)
  -h, --help              show this help
  -v, --version           show the version

Needs ESLint 9 or 10 (npm install --save-dev eslint), and typescript-eslint for TypeScript files
(npm install --save-dev typescript-eslint typescript).
Exit code: 0 no problems, 1 problems found, 2 the check could not run.`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        fix: { type: "boolean" },
        preset: { type: "string" },
        format: { type: "string" },
        "ignore-pattern": { type: "string", multiple: true },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "v" },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (values.version === true) {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
    process.stdout.write(`${pkg.version}\n`);
    return 0;
  }
  const [command, ...paths] = positionals;
  if (command !== "check") {
    process.stderr.write(
      `${command === undefined ? "No command given." : `Unknown command "${command}".`}\n\n${USAGE}\n`,
    );
    return 2;
  }

  // Loaded only now: --help and usage errors need no ESLint.
  const { checkFiles, formatResults, CheckSetupError } = await import("./lint.js");
  try {
    const check = await checkFiles(paths, {
      fix: values.fix === true,
      ...(values.preset === undefined ? {} : { preset: values.preset as PresetName }),
      ...(values["ignore-pattern"] === undefined ? {} : { ignorePatterns: values["ignore-pattern"] }),
    });
    const format = values.format ?? "stylish";
    const output = await formatResults(check, format);
    if (output !== "") process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
    if (check.problemCount === 0 && format === "stylish") {
      const files = check.results.length === 1 ? "1 file" : `${check.results.length} files`;
      process.stdout.write(`No tool-result problems in ${files}.\n`);
    }
    return check.results.some((result) => result.errorCount > 0) ? 1 : 0;
  } catch (error) {
    // A setup problem gets its message alone; anything else (a bad setting, a pattern that matches no
    // file, a crash) ESLint's message, as the eslint command prints it.
    const message = error instanceof CheckSetupError ? error.message : String((error as Error).message ?? error);
    process.stderr.write(`${message}\n`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
