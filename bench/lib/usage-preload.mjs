// Loaded with `node --import` into each measured ESLint process: when the process exits, writes its
// peak resident set size and CPU time (all threads, so ESLint's --concurrency workers count too) to the
// file named by BENCH_USAGE_FILE.
import { writeFileSync } from "node:fs";
import { isMainThread } from "node:worker_threads";

const file = process.env.BENCH_USAGE_FILE;
if (file && isMainThread) {
  process.on("exit", () => {
    const usage = process.resourceUsage();
    writeFileSync(
      file,
      JSON.stringify({
        maxRssKB: usage.maxRSS,
        userMs: usage.userCPUTime / 1000,
        systemMs: usage.systemCPUTime / 1000,
      }),
    );
  });
}
