/**
 * The line width a fix lays its text out for: Prettier's `printWidth` (and `tabWidth`) from the
 * nearest Prettier configuration above the linted file, else `.editorconfig`'s `max_line_length`, else
 * Prettier's default of 80. Read once per folder, from the files alone (no Prettier, no code run):
 * `.prettierrc` (JSON or YAML), `.prettierrc.json`, `.prettierrc.json5`, `.prettierrc.yaml`/`.yml`,
 * `.prettierrc.toml`, `prettier.config.*` and `.prettierrc.*` scripts (their literal `printWidth: N`),
 * and a `prettier` object in `package.json`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface PrintWidth {
  readonly width: number;
  readonly tabWidth: number;
}

const DEFAULT: PrintWidth = { width: 80, tabWidth: 2 };
const CONFIG_FILES = [
  ".prettierrc",
  ".prettierrc.json",
  ".prettierrc.json5",
  ".prettierrc.yaml",
  ".prettierrc.yml",
  ".prettierrc.toml",
  ".prettierrc.js",
  ".prettierrc.cjs",
  ".prettierrc.mjs",
  ".prettierrc.ts",
  "prettier.config.js",
  "prettier.config.cjs",
  "prettier.config.mjs",
  "prettier.config.ts",
];

const perDir = new Map<string, PrintWidth>();

/** The print width for a file (an absolute path; anything else gets the default). */
export function printWidthFor(fileName: string): PrintWidth {
  // Every fix in a file asks for the same file's width.
  if (fileName === last.fileName) return last.width;
  const width = path.isAbsolute(fileName) ? forDir(path.dirname(fileName), 0) : DEFAULT;
  last = { fileName, width };
  return width;
}

let last: { fileName: string | undefined; width: PrintWidth } = { fileName: undefined, width: DEFAULT };

function forDir(dir: string, depth: number): PrintWidth {
  const known = perDir.get(dir);
  if (known) return known;
  let found = depth > 40 ? DEFAULT : readDir(dir);
  if (found === undefined) {
    const parent = path.dirname(dir);
    found = parent === dir ? DEFAULT : forDir(parent, depth + 1);
  }
  perDir.set(dir, found);
  return found;
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * The names in `dir`, listed once (one call instead of a failed open per candidate file); undefined when
 * it cannot be listed, and each file is then tried in turn.
 */
function namesIn(dir: string): ReadonlySet<string> | undefined {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return undefined;
  }
}

/** What `dir` says, or undefined to ask its parent. */
function readDir(dir: string): PrintWidth | undefined {
  const names = namesIn(dir);
  const readIn = (name: string): string | undefined =>
    names && !names.has(name) ? undefined : read(path.join(dir, name));
  for (const name of CONFIG_FILES) {
    const text = readIn(name);
    if (text !== undefined) return fromConfigText(text);
  }
  const pkg = readIn("package.json");
  if (pkg !== undefined) {
    try {
      const prettier = (JSON.parse(pkg) as { prettier?: unknown }).prettier;
      if (prettier !== null && typeof prettier === "object") return fromObject(prettier as Record<string, unknown>);
    } catch {
      // Not JSON: ignore it, as Prettier would fail on it anyway.
    }
  }
  const editorconfig = readIn(".editorconfig");
  if (editorconfig !== undefined) {
    const match = /^\s*max_line_length\s*=\s*(\d+)\s*$/mu.exec(editorconfig);
    if (match) return { width: Number(match[1]), tabWidth: DEFAULT.tabWidth };
    if (/^\s*root\s*=\s*true\s*$/mu.test(editorconfig)) return DEFAULT;
  }
  return undefined;
}

function fromConfigText(text: string): PrintWidth {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === "object") return fromObject(parsed as Record<string, unknown>);
  } catch {
    // YAML, TOML, JSON5 or a script: read the literal settings.
  }
  const width = /\bprintWidth["']?\s*[:=]\s*(\d+)/u.exec(text);
  const tab = /\btabWidth["']?\s*[:=]\s*(\d+)/u.exec(text);
  return {
    width: width ? Number(width[1]) : DEFAULT.width,
    tabWidth: tab ? Number(tab[1]) : DEFAULT.tabWidth,
  };
}

function fromObject(config: Record<string, unknown>): PrintWidth {
  const width = config.printWidth;
  const tab = config.tabWidth;
  return {
    width: typeof width === "number" && width > 0 ? width : DEFAULT.width,
    tabWidth: typeof tab === "number" && tab > 0 ? tab : DEFAULT.tabWidth,
  };
}
