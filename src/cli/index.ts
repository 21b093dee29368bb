#!/usr/bin/env node
/**
 * `eslint-plugin-tool-result check [paths...]` (also installed as `tool-result`): lints the given files
 * with the plugin's recommended config and no user config, for repositories that do not run ESLint.
 * Exit codes: 0 no problems, 1 problems found, 2 the check could not run (usage, missing dependency, a
 * contract that cannot be used, a file that does not parse: the check cannot vouch for what it did not read).
 */
import { main } from "./main.js";

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
