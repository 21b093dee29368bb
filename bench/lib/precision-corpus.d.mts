// Types of precision-corpus.mjs, for the TypeScript test that shares it.
import type { ESLint, Linter } from "eslint";

export declare const REPO_ROOT: string;

export interface Corpus {
  readonly id: string;
  readonly pkg: string;
  readonly include: (rel: string) => boolean;
  readonly typed: "ts" | "js" | false;
  readonly linted: string;
}

export declare const CORPORA: readonly Corpus[];
export declare const PACKAGES: readonly string[];

export interface KnownTruePositive {
  readonly corpus: string;
  readonly file: string;
  readonly rule: string;
  readonly excerpt?: string;
  readonly reason: string;
}

export declare const KNOWN_TRUE_POSITIVES: readonly KnownTruePositive[];

export interface Report {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
  fix: boolean;
  suggestions: number;
  /** `line:column` of the object the report is about, when one was recorded. */
  object: string | undefined;
  excerpt: string | undefined;
}

export interface RecordedObject {
  file: string;
  both: boolean;
  start: { line: number; column: number };
  end: { line: number; column: number };
  size: number;
  excerpt: string;
}

export declare function knownTruePositive(
  report: Pick<Report, "file" | "rule" | "excerpt"> & { corpus: string },
): KnownTruePositive | undefined;

export declare function installedPackage(name: string, root?: string): { name: string; dir: string; version: string };

export declare function listFiles(dir: string): string[];
export declare function corpusFiles(corpus: Corpus, dir: string): string[];
export declare function mayHaveBothKeys(text: string): boolean;
export declare function oneLine(text: string, max?: number): string;

export declare function createObjectCounter(): {
  objects: RecordedObject[];
  plugin: ESLint.Plugin;
  rules: Linter.RulesRecord;
};

export declare function languageConfigs(options?: {
  typed?: boolean;
  typedJs?: boolean;
  tsconfigRootDir?: string;
}): Linter.Config[];

export declare const TYPED_COMPILER_OPTIONS: Record<string, unknown>;

export interface LintRun {
  files: number;
  reports: Report[];
  objects: RecordedObject[];
  fatal: string[];
  typedFiles: number;
  ms: number;
}

export declare function lintWithPreset(options: {
  plugin: ESLint.Plugin & { configs: Record<string, Linter.Config> };
  cwd: string;
  files: string[];
  preset: string;
  typed?: boolean;
  typedJs?: boolean;
  relativeTo?: string;
}): Promise<LintRun>;

export declare function objectOf(
  objects: readonly RecordedObject[],
  file: string,
  message: { line: number; column: number; endLine?: number; endColumn?: number },
): RecordedObject | undefined;

export declare function countObjects(options: {
  cwd: string;
  files: string[];
  relativeTo?: string;
}): Promise<RecordedObject[]>;

export declare function formatReport(report: Report): string;
