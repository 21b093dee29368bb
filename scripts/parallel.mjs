// Runs npm scripts at the same time (the checks of `npm test` that do not depend on each other) and
// exits 1 if any of them failed. Each script's output is printed in one piece when it ends, so the
// outputs do not interleave, but for the one named by --live (the test run), whose output goes straight
// to the terminal; the last line names every script that failed.
//
// --first names a script the others need (the build): they start when it has passed, and are not run
// when it fails. The scripts named by --beside need nothing: they start with --first, so a single-threaded
// first script does not leave the other cores idle.
// Usage: node scripts/parallel.mjs [--first script] [--beside script ...] [--live script] script ...
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  options: {
    live: { type: "string" },
    first: { type: "string" },
    beside: { type: "string", multiple: true, default: [] },
  },
  allowPositionals: true,
});
const after = values.live === undefined ? positionals : [values.live, ...positionals];
if (after.length === 0 || (values.beside.length > 0 && values.first === undefined)) {
  console.error("Usage: node scripts/parallel.mjs [--first script] [--beside script ...] [--live script] script ...");
  process.exit(2);
}
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];
const started = Date.now();

/** Runs one script; resolves with whether it failed, once its output has been printed. */
function runScript(script) {
  return new Promise((resolve) => {
    const [command, ...prefix] = npm;
    const live = script === values.live;
    const child = spawn(command, [...prefix, "run", script], {
      stdio: live ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const failed = code !== 0;
      process.stdout.write(Buffer.concat(output));
      const how = failed ? `failed (${signal ?? `exit ${code}`})` : "passed";
      console.log(`--- ${script}: ${how} after ${seconds} s\n`);
      resolve({ script, failed });
    });
  });
}

const beside = values.beside.map(runScript);
const rest = (async () => {
  if (values.first !== undefined) {
    const first = await runScript(values.first);
    if (first.failed) {
      console.log(`--- not run, as ${values.first} failed: ${after.join(", ")}\n`);
      return [first, ...after.map((script) => ({ script, failed: true }))];
    }
    return [first, ...(await Promise.all(after.map(runScript)))];
  }
  return Promise.all(after.map(runScript));
})();
const results = [...(await Promise.all(beside)), ...(await rest)];
const failed = results.filter((result) => result.failed).map((result) => result.script);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(", ")}`);
  process.exit(1);
}
