// Published npm packages at pinned versions, as their tarballs: `npm pack <name>@<version>` into a cache
// folder, checked against the integrity recorded with the pin, and unpacked beside it. The registry is
// asked only the first time; later runs read the cache (bench/.work/, gitignored).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

/** `@scope/name` and a version as one file-system-safe name: `scope+name@1.2.3`. */
export function packageDirName(name, version) {
  return `${name.replace(/^@/u, "").replace("/", "+")}@${version}`;
}

/** The Subresource Integrity string (`sha512-...`) of a file, as npm records it. */
export function integrityOf(file) {
  return `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
}

function run(command, args, cwd, what) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  if (result.error) throw new Error(`${what}: could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${what}: \`${command} ${args.join(" ")}\` exited with ${result.status}:\n${result.stderr.trim()}`);
  }
  return result.stdout;
}

/**
 * The tarball of `name@version` in `cacheDir/tarballs/`, fetched with `npm pack` when it is not there
 * yet. When `integrity` is given, the tarball must match it: a mismatch (a republished version, a
 * damaged cache) is an error that says which file to delete.
 */
export function packTarball({ name, version, integrity, cacheDir }) {
  const tarballs = path.join(cacheDir, "tarballs");
  mkdirSync(tarballs, { recursive: true });
  const file = path.join(tarballs, `${packageDirName(name, version)}.tgz`);
  if (!existsSync(file)) {
    const spec = `${name}@${version}`;
    const tmp = path.join(tarballs, `.pack-${process.pid}`);
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp);
    try {
      const out = run(
        "npm",
        ["pack", spec, "--pack-destination", tmp, "--json", "--ignore-scripts", "--silent"],
        tmp,
        `fetching ${spec}`,
      );
      const [packed] = JSON.parse(out);
      if (!packed?.filename) throw new Error(`fetching ${spec}: npm pack printed no file name:\n${out}`);
      if (packed.version !== version) {
        throw new Error(`fetching ${spec}: npm pack returned version ${packed.version}, not the pinned ${version}`);
      }
      renameSync(path.join(tmp, packed.filename), file);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  if (integrity !== undefined) {
    const actual = integrityOf(file);
    if (actual !== integrity) {
      throw new Error(
        `${name}@${version}: the tarball ${file} has integrity ${actual}, but the pin records ${integrity}. ` +
          "Delete the file to fetch it again; if the registry's copy changed, review the package before updating the pin.",
      );
    }
  }
  return file;
}

/**
 * The unpacked files of `name@version` in `cacheDir/unpacked/<scope+name@version>/` (the tarball's
 * `package/` folder, whatever the tarball names it), unpacking the tarball once.
 */
export function unpackedPackage({ name, version, integrity, cacheDir }) {
  const dir = path.join(cacheDir, "unpacked", packageDirName(name, version));
  if (existsSync(path.join(dir, "package.json"))) return dir;
  const tarball = packTarball({ name, version, integrity, cacheDir });
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    run("tar", ["-xzf", tarball, "-C", tmp, "--no-same-owner"], tmp, `unpacking ${tarball}`);
    // npm's tarballs hold one top folder, usually `package/` (some older ones name it after the package).
    const top = readdirSync(tmp);
    if (top.length !== 1) throw new Error(`unpacking ${tarball}: expected one top folder, found ${top.join(", ")}`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(path.join(tmp, top[0]), dir);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return dir;
}
