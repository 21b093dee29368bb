/**
 * Which npm package a declaration file belongs to: the `name` in its nearest `package.json`. Answers
 * are kept per directory, so a program's thousands of declaration files cost one read per folder.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { isMissing } from "./typescript-errors.js";

const packageOfDir = new Map<string, string | null>();

/**
 * The package name of the nearest `package.json` above `fileName` that has one, or undefined (at most 12
 * levels up). A `package.json` without a name (`dist/esm/package.json` holding only `"type": "module"`)
 * belongs to the package above it.
 */
export function packageOf(fileName: string): string | undefined {
  let dir = path.dirname(fileName);
  const visited: string[] = [];
  let found: string | null = null;
  for (let i = 0; i < 12; i++) {
    const known = packageOfDir.get(dir);
    if (known !== undefined) {
      found = known;
      break;
    }
    visited.push(dir);
    const name = readPackageName(dir);
    if (name !== undefined && name !== "") {
      found = name;
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const seen of visited) packageOfDir.set(seen, found);
  return found ?? undefined;
}

/** The `name` of `dir/package.json`; "" for one without a name; undefined when there is none to read or parse. */
function readPackageName(dir: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { name?: unknown };
    return typeof pkg.name === "string" ? pkg.name : "";
  } catch (error) {
    // No package.json there, or one that does not parse: no name to read.
    if (isMissing(error) || error instanceof SyntaxError) return undefined;
    throw error;
  }
}
