/**
 * The version of a dev dependency as installed, read from its own package.json (found by walking up from
 * the file its name resolves to, so packages whose `exports` hide `./package.json` work too). Tests use
 * the major version where a framework's behaviour differs between the major pinned here (the newest that
 * installs on Node 20 without engine warnings) and the newest major, which needs Node 22: each branch was
 * seen against its version, and a bump then runs the other branch instead of passing unchecked.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/** The file `name` resolves to: by `require` where the package has a CommonJS entry, else by `import`. */
function entryFile(name: string): string {
  try {
    return require.resolve(name);
  } catch {
    return fileURLToPath(import.meta.resolve(name));
  }
}

/** The folder of the installed package `name`. */
export function packageDir(name: string): string {
  let dir = path.dirname(entryFile(name));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === name) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json named ${name} above ${entryFile(name)}`);
    dir = parent;
  }
}

/** The installed version of `name`, e.g. "3.29.0". */
export function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(packageDir(name), "package.json"), "utf8")) as { version: string }).version;
}

/** The installed major version of `name`, e.g. 3. */
export function installedMajor(name: string): number {
  return Number(installedVersion(name).split(".")[0]);
}

/** The installed minor version of a 0.x package, e.g. 14 for 0.14.3. */
export function installedMinor(name: string): number {
  return Number(installedVersion(name).split(".")[1]);
}
