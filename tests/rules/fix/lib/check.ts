/**
 * The differential check of a fix on one generated program: lint it, apply `--fix`, and compare the two
 * programs run in fresh `vm` contexts. A fix must keep what every reader of the result sees (its status,
 * its other blocks, its json data with the moved keys in it, nested results read the same way), every
 * side effect in its order, the final state, and what a throw says; the output must parse, hold every
 * comment exactly once and need no second fix. Every suggestion must parse and keep every comment.
 */
import { Linter } from "eslint";
import { isDeepStrictEqual } from "node:util";
import vm from "node:vm";

/** What a run of a program leaves behind, as plain data. */
interface Outcome {
  readonly threw: string | undefined;
  readonly log: unknown[];
  readonly state: unknown;
  readonly result: unknown;
}

/** Turns what a program built into plain data inside its own context (undefined, functions and NaN marked). */
const SNAPSHOT = `(() => {
  const seen = new Set();
  const plain = (v) => {
    if (v === undefined) return { $: "undefined" };
    if (typeof v === "function") return { $: "function" };
    if (typeof v === "number" && !Number.isFinite(v)) return { $: String(v) };
    if (typeof v !== "object" || v === null) return v;
    if (seen.has(v)) return { $: "cycle" };
    seen.add(v);
    if (Array.isArray(v)) return v.map(plain);
    const out = {};
    for (const k of Object.keys(v)) {
      try { out[k] = plain(v[k]); } catch (e) { out[k] = { $: "throws " + String(e) }; }
    }
    return out;
  };
  return JSON.stringify({ log: log.slice(), state: { counter, attempts, g0: globalThis.g0 }, result: typeof result === "undefined" ? null : plain(result) });
})()`;

/**
 * A program as CommonJS runs a module: the body of a function, whose top-level names are its own (the
 * fuzzes lint it with `sourceType: "commonjs"`; a classic script's are globals, which a fix leaves
 * alone). `before` runs first, on a line of its own; the run's value is that of the expression `after`.
 */
export function asModule(code: string, after = "undefined", before = ""): string {
  return `(function () {${before}\n${code}\n;return (${after});\n}).call({})`;
}

export function evaluate(code: string): Outcome {
  const context = vm.createContext({});
  let threw: string | undefined;
  try {
    // The snapshot is taken from inside, where the program's names are, also after a throw.
    vm.runInContext(asModule(code, "undefined", `globalThis.snapshot = () => ${SNAPSHOT};`), context, {
      timeout: 1000,
    });
  } catch (error) {
    threw = String(error);
  }
  const data = JSON.parse(vm.runInContext("snapshot()", context, { timeout: 1000 }) as string) as Omit<
    Outcome,
    "threw"
  >;
  return { threw, ...data };
}

const KEPT = new Set(["status", "content", "toolUseId", "error"]);

/**
 * A tool result as its readers see it: its status and id, its blocks that are not json, and one json
 * payload (its json blocks merged, then its other keys, where a fix moves them), each nested result
 * read the same way.
 */
export function asRead(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asRead);
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  if (!Array.isArray(record.content) || !("status" in record)) {
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, asRead(v)]));
  }
  const blocks = record.content as unknown[];
  const json = (b: unknown): b is { json: Record<string, unknown> } =>
    typeof b === "object" && b !== null && "json" in b && typeof (b as { json: unknown }).json === "object";
  const payload: Record<string, unknown> = {};
  for (const block of blocks) if (json(block)) Object.assign(payload, block.json);
  for (const [k, v] of Object.entries(record)) if (!KEPT.has(k)) payload[k] = v;
  return {
    status: record.status,
    toolUseId: record.toolUseId,
    error: record.error,
    blocks: asRead(blocks.filter((b) => !json(b))),
    payload: asRead(payload),
  };
}

export interface CheckResult {
  readonly outcome: "fixed" | "suggested" | "untouched";
  /** What went wrong, if anything. */
  readonly failure?: string;
}

/** Lints, fixes and compares one program. */
export function checkProgram(linter: Linter, config: Linter.Config[], code: string, filename = "tool.js"): CheckResult {
  const comments = (): string[] =>
    linter
      .getSourceCode()
      .getAllComments()
      .map((c) => `${c.type}:${c.value}`)
      .sort();
  const messages = linter.verify(code, config, { filename });
  const fatal = messages.find((m) => m.fatal);
  if (fatal) return { outcome: "untouched", failure: `the input does not parse: ${fatal.message}` };
  const original = comments();
  const problems: string[] = [];
  for (const message of messages) {
    for (const suggestion of message.suggestions ?? []) {
      const text = code.slice(0, suggestion.fix.range[0]) + suggestion.fix.text + code.slice(suggestion.fix.range[1]);
      const parsed = linter.verify(text, config, { filename }).find((m) => m.fatal);
      if (parsed) problems.push(`a suggestion does not parse (${parsed.message}):\n${text}`);
      else if (!isDeepStrictEqual(comments(), original)) {
        problems.push(`a suggestion changes the comments (${commentDiff(comments(), original)}):\n${text}`);
      }
    }
  }
  const suggested = messages.some((m) => (m.suggestions?.length ?? 0) > 0);
  if (!messages.some((m) => m.fix)) {
    return {
      outcome: suggested ? "suggested" : "untouched",
      failure: problems.length > 0 ? `${problems[0]}\n--- input\n${code}` : undefined,
    };
  }
  const fixed = linter.verifyAndFix(code, config, { filename });
  const output = fixed.output;
  const after = linter.verify(output, config, { filename });
  if (after.some((m) => m.fatal)) {
    return { outcome: "fixed", failure: `the fixed program does not parse:\n${output}` };
  }
  if (!isDeepStrictEqual(comments(), original)) {
    problems.push(`the fix changes the comments (${commentDiff(comments(), original)}):\n${output}`);
  }
  if (after.some((m) => m.fix)) problems.push(`a second --fix changes the program again:\n${output}`);
  const before = evaluate(code);
  const now = evaluate(output);
  if (before.threw !== now.threw)
    problems.push(`it throws ${now.threw ?? "nothing"} where it threw ${before.threw ?? "nothing"}`);
  if (!isDeepStrictEqual(before.log, now.log))
    problems.push(`side effects ${JSON.stringify(now.log)} instead of ${JSON.stringify(before.log)}`);
  if (!isDeepStrictEqual(before.state, now.state))
    problems.push(`final state ${JSON.stringify(now.state)} instead of ${JSON.stringify(before.state)}`);
  if (!isDeepStrictEqual(asRead(before.result), asRead(now.result))) {
    problems.push(
      `the result reads ${JSON.stringify(asRead(now.result))} instead of ${JSON.stringify(asRead(before.result))}`,
    );
  }
  return {
    outcome: "fixed",
    failure: problems.length > 0 ? `${problems.join("\n")}\n--- input\n${code}\n--- output\n${output}` : undefined,
  };
}

/** The comments only one side has. */
function commentDiff(now: readonly string[], before: readonly string[]): string {
  const gone = before.filter((c) => !now.includes(c));
  const added = now.filter((c) => !before.includes(c));
  return `lost ${JSON.stringify(gone)}, gained ${JSON.stringify(added)}`;
}
