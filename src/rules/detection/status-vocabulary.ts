/**
 * The status words a file uses: every string or number written right after a `status` key (`status:
 * "queued"` in an object literal or a type, `"status": "running"`, `status: 404`), found in one pass over
 * the file's tokens and kept per file. A file whose objects also take statuses of another vocabulary
 * (`"queued"`, `"completed"`, `"idle"`, an HTTP code) is about job records, UI state, messages or HTTP
 * bodies: there, a contract word alone (`status: "error"` beside a
 * `content` nothing else tells apart) is no evidence of a tool result.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { statusWordKind } from "../../contract/index.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

const perFile = new WeakMap<SourceCode, readonly string[]>();

/** The distinct status words written in the file, in order of first appearance. */
export function statusWordsOf(sourceCode: SourceCode): readonly string[] {
  let words = perFile.get(sourceCode);
  if (!words) {
    words = collect(sourceCode.ast.tokens);
    perFile.set(sourceCode, words);
  }
  return words;
}

/** Whether the file writes a status word that is neither a contract status nor a slip for one. */
export function usesOtherStatusWords(sourceCode: SourceCode, statuses: readonly string[]): boolean {
  return statusWordsOf(sourceCode).some((word) => statusWordKind(word, statuses) === "other");
}

function collect(tokens: readonly TSESTree.Token[]): string[] {
  const words = new Set<string>();
  for (let i = 0; i + 2 < tokens.length; i++) {
    const key = tokens[i]!;
    if (!isStatusKey(key)) continue;
    const colon = tokens[i + 1]!;
    if (colon.type !== "Punctuator" || colon.value !== ":") continue;
    const value = stringValue(tokens[i + 2]!);
    if (value !== undefined) words.add(value);
  }
  return [...words];
}

function isStatusKey(token: TSESTree.Token): boolean {
  if (token.type === "Identifier") return token.value === "status";
  return token.type === "String" && token.value.length === 8 && token.value.slice(1, -1) === "status";
}

/** The value of a string token, a template without expressions or a number; undefined for anything else. */
function stringValue(token: TSESTree.Token): string | undefined {
  if (token.type === "String") return token.value.slice(1, -1);
  if (token.type === "Numeric") return token.value;
  if (token.type === "Template" && token.value.startsWith("`") && token.value.endsWith("`") && token.value.length > 1) {
    return token.value.slice(1, -1);
  }
  return undefined;
}
