// Runs npm scripts at the same time (the checks of `npm test` that do not depend on each other) and
// exits 1 if any of them failed. Each script's output is printed in one piece when it ends, so the
// outputs do not interleave, but for the one named by --live (the test run), whose output goes straight
// to the terminal; the last line names every script that failed.
// Usage: node scripts/parallel.mjs [--live script] script ...
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({ options: { live: { type: "string" } }, allowPositionals: true });
const scripts = values.live === undefined ? positionals : [values.live, ...positionals];
if (scripts.length === 0) {
  console.error("Usage: node scripts/parallel.mjs [--live script] script ...");
  process.exit(2);
}
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];
const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
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
      }),
  ),
);
const failed = results.filter((result) => result.failed).map((result) => result.script);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(", ")}`);
  process.exit(1);
}
