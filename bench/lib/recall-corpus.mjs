// A recall corpus: published npm packages with MCP server or agent SDK code (pinned in
// bench/corpus/<name>/packages.json), every candidate object literal in their code classified by hand
// (manifest.json beside it: a real tool result, or a look-alike with the reason), and the reports of the
// un-injected code classified too (reports.json). Shared by bench/suites/recall.mjs and
// bench/corpus/recall/candidates.mjs.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { listFiles } from "./precision-corpus.mjs";
import { unpackedPackage } from "./npm-tarballs.mjs";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/**
 * Which corpus: a folder of bench/corpus/ with packages.json, manifest.json and reports.json. `recall`
 * (the default) is the corpus the detection was developed on; `heldout` holds packages classified by hand
 * before any injected run on them. RECALL_CORPUS=<name> picks one.
 */
export const CORPUS_NAME = process.env.RECALL_CORPUS ?? "recall";
export const CORPUS_DIR = path.join(REPO_ROOT, "bench/corpus", CORPUS_NAME);
if (!/^[a-z][a-z0-9-]*$/u.test(CORPUS_NAME) || !existsSync(path.join(CORPUS_DIR, "packages.json"))) {
  throw new Error(
    `RECALL_CORPUS=${JSON.stringify(CORPUS_NAME)}: no bench/corpus/${CORPUS_NAME}/packages.json; use recall (the default) or heldout.`,
  );
}
/** The corpus folder as the docs and messages name it. */
export const CORPUS_REL = `bench/corpus/${CORPUS_NAME}`;
/** Tarballs and unpacked packages (gitignored); RECALL_CACHE moves it, to share one cache between trees. */
export const CACHE_DIR = process.env.RECALL_CACHE
  ? path.resolve(process.env.RECALL_CACHE)
  : path.join(REPO_ROOT, "bench/.work", CORPUS_NAME);

/** The contracts a manifest result can have, and the kinds of entry. */
export const CONTRACTS = ["mcp", "strands"];
export const KINDS = ["result", "not-result"];
/** The verdicts of reports.json. */
export const VERDICTS = ["true-positive", "false-report"];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${path.relative(REPO_ROOT, file)}: ${error.message}`);
  }
}

/** Throws one error that lists every problem of a corpus file, or returns nothing. */
function check(file, problems) {
  if (problems.length > 0) {
    throw new Error(
      `${path.relative(REPO_ROOT, file)}: ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
}

/** Sort key of a manifest entry or report: package, file, line, column (then rule for reports). */
export function entryOrder(a, b) {
  return (
    a.package.localeCompare(b.package) ||
    a.file.localeCompare(b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    (a.rule ?? "").localeCompare(b.rule ?? "") ||
    (a.preset ?? "").localeCompare(b.preset ?? "")
  );
}

/**
 * Reads and checks the corpus files: packages (name, exact version, integrity, which files are linted),
 * the manifest's entries (each on a pinned package, with a known kind, contract and pattern for a
 * result, a reason for a look-alike, in sorted order, no two on the same position) and the report
 * classifications. A problem is an error that names the entry and what to fix.
 */
export function loadRecallCorpus() {
  const packagesFile = path.join(CORPUS_DIR, "packages.json");
  const manifestFile = path.join(CORPUS_DIR, "manifest.json");
  const reportsFile = path.join(CORPUS_DIR, "reports.json");
  const { packages, skipped = [] } = readJson(packagesFile);
  const problems = [];
  const byName = new Map();
  for (const [i, pkg] of packages.entries()) {
    const where = `packages[${i}] (${pkg.name ?? "no name"})`;
    if (typeof pkg.name !== "string") problems.push(`${where}: "name" must be a package name`);
    if (typeof pkg.version !== "string" || !/^\d+\.\d+\.\d+(?:-[\w.-]+)?$/u.test(pkg.version)) {
      problems.push(`${where}: "version" must be an exact version such as "1.2.3", not a range`);
    }
    if (typeof pkg.integrity !== "string" || !pkg.integrity.startsWith("sha512-")) {
      problems.push(
        `${where}: "integrity" must be the tarball's sha512 integrity (npm view <pkg>@<version> dist.integrity)`,
      );
    }
    for (const key of ["include", "exclude"]) {
      if (pkg[key] === undefined && key === "exclude") continue;
      try {
        new RegExp(pkg[key], "u");
      } catch (error) {
        problems.push(
          `${where}: "${key}" must be a regular expression over paths inside the package: ${error.message}`,
        );
      }
    }
    if (byName.has(pkg.name)) problems.push(`${where}: listed twice`);
    byName.set(pkg.name, pkg);
  }
  check(packagesFile, problems);

  const { entries } = readJson(manifestFile);
  const seen = new Set();
  for (const [i, e] of entries.entries()) {
    const where = `entries[${i}] (${e.package} ${e.file}:${e.line}:${e.column})`;
    const pkg = byName.get(e.package);
    if (!pkg) problems.push(`${where}: package "${e.package}" is not in packages.json`);
    else if (e.version !== pkg.version)
      problems.push(`${where}: version ${e.version}, but packages.json pins ${pkg.version}`);
    if (!Number.isInteger(e.line) || !Number.isInteger(e.column))
      problems.push(`${where}: "line" and "column" must be integers (1-based, of the "{")`);
    if (!KINDS.includes(e.kind)) problems.push(`${where}: "kind" must be one of ${KINDS.join(", ")}`);
    if (e.kind === "result") {
      if (!CONTRACTS.includes(e.contract))
        problems.push(`${where}: a result needs "contract": one of ${CONTRACTS.join(", ")}`);
      if (typeof e.pattern !== "string" || !/^[a-zA-Z][a-zA-Z-]*$/u.test(e.pattern)) {
        problems.push(`${where}: a result needs "pattern", words joined by dashes (such as "registerTool-inline")`);
      }
    }
    if (typeof e.why !== "string" || e.why.length === 0) problems.push(`${where}: "why" must say what the literal is`);
    const key = `${e.package}:${e.file}:${e.line}:${e.column}`;
    if (seen.has(key)) problems.push(`${where}: a second entry for the same literal`);
    seen.add(key);
    if (i > 0 && entryOrder(entries[i - 1], e) > 0)
      problems.push(`${where}: out of order (sort by package, file, line, column)`);
  }
  check(manifestFile, problems);

  const reports = existsSync(reportsFile) ? readJson(reportsFile).reports : [];
  for (const [i, r] of reports.entries()) {
    const where = `reports[${i}] (${r.package} ${r.file}:${r.line}:${r.column} ${r.rule})`;
    if (!byName.has(r.package)) problems.push(`${where}: package "${r.package}" is not in packages.json`);
    if (!VERDICTS.includes(r.verdict)) problems.push(`${where}: "verdict" must be one of ${VERDICTS.join(", ")}`);
    if (typeof r.why !== "string" || r.why.length === 0) problems.push(`${where}: "why" must say why`);
    if (typeof r.rule !== "string") problems.push(`${where}: "rule" must be the rule id`);
  }
  check(reportsFile, problems);
  return {
    packages,
    skipped,
    entries,
    reports,
    cacheDir: CACHE_DIR,
    files: { packagesFile, manifestFile, reportsFile },
  };
}

/** The unpacked directory of a pinned package, fetched and unpacked once into the cache. */
export function preparePackage(pkg, cacheDir = CACHE_DIR) {
  return unpackedPackage({ name: pkg.name, version: pkg.version, integrity: pkg.integrity, cacheDir });
}

/** The linted files of a package (relative, posix separators, sorted): `include` and not `exclude`. */
export function packageFiles(pkg, dir) {
  const include = new RegExp(pkg.include, "u");
  const exclude = pkg.exclude ? new RegExp(pkg.exclude, "u") : undefined;
  return listFiles(dir).filter((rel) => include.test(rel) && !exclude?.test(rel));
}

/** The text `debugTiming: 1, ` inserted right after the `{` at (line, column), with a check that it is one. */
export const INJECTED_KEY = "debugTiming";
export function inject(text, line, column, where) {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf("\n", offset);
    if (next === -1) throw new Error(`${where}: the file has fewer than ${line} lines`);
    offset = next + 1;
  }
  offset += column - 1;
  if (text[offset] !== "{") {
    throw new Error(
      `${where}: no "{" at ${line}:${column} (found ${JSON.stringify(text.slice(offset, offset + 20))}); the manifest is out of date`,
    );
  }
  return `${text.slice(0, offset + 1)}${INJECTED_KEY}: 1, ${text.slice(offset + 1)}`;
}
