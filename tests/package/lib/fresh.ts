/**
 * Fresh projects for the package tests: the tarball `npm pack` makes from a clean copy of the repository
 * (its `prepack` script builds it), installed with npm the way a user installs it, into folders under the
 * system's temp directory. npm's own cache is reused and nothing is skipped: an install that fails fails
 * the test, with npm's output.
 */
import { execFile, type ExecFileException } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "./readme.js";

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const NPM_FLAGS = ["--prefer-offline", "--no-audit", "--no-fund"];
const env = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", npm_config_update_notifier: "false" };
delete (env as Record<string, string | undefined>).NODE_OPTIONS;

/** Runs a command (no shell) and resolves with its exit code and output, whatever the code. */
export function run(
  cwd: string,
  file: string,
  args: readonly string[],
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      file,
      [...args],
      { cwd, env: { ...env, ...extraEnv }, encoding: "utf8", maxBuffer: 64 * 2 ** 20, timeout: 240_000 },
      (error: ExecFileException | null, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
        resolve({ code, stdout, stderr: error !== null && stderr === "" ? String(error.message) : stderr });
      },
    );
  });
}

/** Runs a command line through the shell, as a user types it (a trailing `# comment` is fine). */
export function shell(cwd: string, line: string): Promise<Run> {
  return run(cwd, "/bin/sh", ["-c", line]);
}

/** Runs npm and rejects, with its output, when it fails. */
export async function npm(cwd: string, args: readonly string[]): Promise<Run> {
  const result = await run(cwd, "npm", [...args, ...NPM_FLAGS]);
  if (result.code !== 0) {
    throw new Error(
      `npm ${args.join(" ")} failed in ${cwd} (exit ${result.code}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result;
}

export interface Packed {
  /** The tarball's path. */
  readonly tarball: string;
  /** The paths in the tarball, as `npm pack --json` lists them (`package.json`, `dist/index.js`, ...). */
  readonly files: readonly string[];
}

/**
 * Packs the package the way a clean clone does: the files git tracks (and new ones it does not ignore)
 * are copied to a temp folder, without anything `.gitignore` lists, beside this repository's
 * `node_modules` (what `npm ci` installs in a clone), and `npm pack` runs there. Its `prepack` script is
 * `npm run build` (fresh-projects.test.ts checks that), the build `npm test` has just made from an empty
 * `dist/` in this repository: that `dist/` is copied in and the script is not run again (it was 14 s of
 * CPU, an eighth of the package tests'). A `dist/` older than a source file is refused. The copy is
 * removed; the tarball is left for the caller.
 */
export async function pack(): Promise<Packed> {
  const destination = mkdtempSync(path.join(os.tmpdir(), "tool-result-tarball-"));
  const clone = mkdtempSync(path.join(os.tmpdir(), "tool-result-clone-"));
  try {
    const listed = await run(root, "git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]);
    if (listed.code !== 0) throw new Error(`git ls-files failed:\n${listed.stderr}`);
    for (const file of listed.stdout.split("\0")) {
      // A file deleted from the work tree but still in the index is not in a clone of the work tree either.
      if (file === "" || !existsSync(path.join(root, file))) continue;
      mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
      copyFileSync(path.join(root, file), path.join(clone, file));
    }
    symlinkSync(path.join(root, "node_modules"), path.join(clone, "node_modules"), "dir");
    assertBuilt();
    cpSync(path.join(root, "dist"), path.join(clone, "dist"), { recursive: true });
    const result = await run(clone, "npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", destination]);
    if (result.code !== 0) throw new Error(`npm pack in a clean copy failed:\n${result.stdout}\n${result.stderr}`);
    const [{ filename, files }] = JSON.parse(result.stdout) as [{ filename: string; files: { path: string }[] }];
    return { tarball: path.join(destination, filename), files: files.map((file) => file.path) };
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

/** Throws unless `dist/` was built after the last change to `src/` (what `npm run build` does first). */
function assertBuilt(): void {
  const mtimes = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => statSync(path.join(dir, file)).mtimeMs);
  const dist = path.join(root, "dist");
  if (!existsSync(path.join(dist, "index.js")))
    throw new Error("dist/ is missing: run `npm run build` (npm test does)");
  // The first file the build wrote, against the last change to a source file.
  if (Math.min(...mtimes(dist)) < Math.max(...mtimes(path.join(root, "src"))))
    throw new Error("dist/ is older than src/: run `npm run build` (npm test does) and re-run");
}

/** A new folder with `npm init -y`'s package.json (which says "type": "commonjs"). */
export async function initProject(name: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `tool-result-${name}-`));
  await npm(dir, ["init", "-y"]);
  return dir;
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

/** Bytes of every file under `dir` (apparent size, as `du -sb` counts it). */
export function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += sizeOf(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

/** The packages installed in `dir/node_modules`, by name, with their versions. */
export function installedPackages(dir: string): Record<string, string> {
  const lock = JSON.parse(readFileSync(path.join(dir, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  return Object.fromEntries(
    Object.entries(lock.packages)
      .filter(([key]) => key !== "")
      .map(([key, value]) => [key.replace(/^.*node_modules\//u, ""), value.version ?? ""]),
  );
}

/** The lines of npm's output that warn about peer dependencies. */
export function peerWarnings(output: string): string[] {
  return output.split("\n").filter((line) => /ERESOLVE|peer dep|peerOptional|conflicting peer/iu.test(line));
}
