// `npm run check:package`'s types check: @arethetypeswrong/cli on the tarball of the package as built.
// attw's own `--pack` runs `npm pack` with its scripts, and `prepack` would then build again what
// `npm test` has just built; this packs with --ignore-scripts instead and passes the tarball to attw.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const destination = mkdtempSync(path.join(os.tmpdir(), "tool-result-attw-"));
// Under `npm run`, npm_execpath is npm's own script: running it with node works on every platform.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];
try {
  const packed = spawnSync(
    npm[0],
    [...npm.slice(1), "pack", "--ignore-scripts", "--json", "--pack-destination", destination],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const [{ filename }] = JSON.parse(packed.stdout);
  const attw = path.join(root, "node_modules/@arethetypeswrong/cli/dist/index.js");
  const checked = spawnSync(process.execPath, [attw, path.join(destination, filename), ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
  });
  process.exitCode = checked.status ?? 1;
} finally {
  rmSync(destination, { recursive: true, force: true });
}
