// Child process (run with --expose-gc) for the "no per-file state" check: lints a corpus's files in
// chunks through one ESLint instance, drops each chunk's results, forces garbage collection and records
// the heap still in use after each checkpoint. State a plugin kept per linted file would show as heap
// growing with the number of files linted, beyond what ESLint itself keeps (the floor config).
//
// Usage: node --expose-gc bench/lib/heap-probe.mjs <corpusDir> <configFile> <checkpoint,...>
// Prints one JSON object: { checkpoints: [{ files, heapUsed, messages }] }.
import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";

const [corpusDir, configFile, checkpointList] = process.argv.slice(2);
if (!corpusDir || !configFile || !checkpointList || typeof globalThis.gc !== "function") {
  console.error("usage: node --expose-gc bench/lib/heap-probe.mjs <corpusDir> <configFile> <checkpoint,...>");
  process.exit(2);
}
const checkpoints = checkpointList.split(",").map(Number);
const files = readdirSync(corpusDir, { recursive: true })
  .filter((f) => f.endsWith(".ts"))
  .sort()
  .map((f) => path.join(corpusDir, f));
if (checkpoints.at(-1) > files.length) {
  console.error(
    `heap-probe: ${corpusDir} has ${files.length} files, fewer than the last checkpoint ${checkpoints.at(-1)}`,
  );
  process.exit(2);
}

const settle = () => {
  for (let i = 0; i < 3; i++) globalThis.gc();
  return process.memoryUsage().heapUsed;
};

const eslint = new ESLint({ cwd: corpusDir, overrideConfigFile: configFile, allowInlineConfig: false });
const out = [{ files: 0, heapUsed: settle(), messages: 0 }];
let done = 0;
let messages = 0;
for (const checkpoint of checkpoints) {
  // Chunks of at most 100 files, so no more than 100 results are alive at a time.
  while (done < checkpoint) {
    const chunk = files.slice(done, Math.min(checkpoint, done + 100));
    const results = await eslint.lintFiles(chunk);
    for (const r of results) messages += r.messages.length;
    done += chunk.length;
  }
  out.push({ files: done, heapUsed: settle(), messages });
}
process.stdout.write(JSON.stringify({ checkpoints: out }));
