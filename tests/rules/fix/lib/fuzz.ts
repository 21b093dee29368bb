/**
 * What the differential fix tests share: the prelude every generated program starts with, the gaps
 * between tokens, the values and members they generate, and the layout helpers.
 */
import fc from "fast-check";

/** Declarations every program starts with: shared state, values of each kind, and a log of side effects. */
export const PRELUDE = `const log = [];
let counter = 0;
let attempts = 1;
const tick = (x) => (log.push(x), x);
const bump = () => (counter += 10, log.push("bump"), counter);
const blocks = [{ text: "from blocks" }];
const summary = "a summary";
const inner = { content: [{ text: "inner" }] };
const getBlocks = () => (log.push("getBlocks"), [{ text: "got" }]);
const ok = true;
const failed = false;
const s1 = { a: 1, b: [1, 2] };
const s2 = { c: "x", a: 3 };
const frames = 512;
const STATUS = "success";
const dyn = "dk";
const content = [{ text: "shorthand" }];
`;

/** A gap between two tokens: nothing, a space, a line break, or a comment (`@` is numbered later). */
export const gap = (multiline: boolean): fc.Arbitrary<string> =>
  multiline
    ? fc.constantFrom("", " ", "\n", " /*@*/ ", "\n/*@*/\n", " //@\n", "\n//@\n", " /*@\n@*/ ")
    : fc.constantFrom("", " ", " ", " /*@*/ ");

export const pureValue = fc.constantFrom(
  "512",
  "49.7",
  "'x'",
  '"two words"',
  "null",
  "true",
  "frames",
  "frames * 2",
  "[1, 2, 3]",
  "{ left: 1, right: [2] }",
  "`t${frames}`",
  "{\nnested: 1,\ndeeper: { x: 2 },\n}",
  "`multi\nline`",
);
export const impureValue = fc.constantFrom("tick(1)", "++attempts", "counter++", "attempts", "`c${counter}`", "bump()");
export const keyName = fc.constantFrom("frames", "errors", "hzActual", "elapsedMs", "a", "c", "steps", "frames");

export interface Extra {
  readonly text: string;
  /** A plain `key: <pure value>` that a fix must move (when nothing else forbids it). */
  readonly plain: boolean;
}

export const extra: fc.Arbitrary<Extra> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(keyName, pureValue).map(([k, v]) => ({ text: `${k}: ${v}`, plain: true })) },
  { weight: 3, arbitrary: fc.tuple(keyName, impureValue).map(([k, v]) => ({ text: `${k}: ${v}`, plain: false })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Extra>(
      { text: "frames", plain: false },
      { text: "'quoted-key': 1", plain: false },
      { text: "['computed']: 2", plain: false },
      { text: "[dyn]: 3", plain: false },
      { text: "get getter() { return 4; }", plain: false },
      { text: "later: undefined", plain: false },
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Extra>(
      { text: "...s1", plain: false },
      { text: "...s2", plain: false },
      { text: "...tick({ k: 1 })", plain: false },
      { text: "...(failed && { status: 'error' })", plain: false },
      { text: "...(ok ? { x: 1 } : {})", plain: false },
      { text: "...(ok ? { toolUseId: 'from-spread' } : {})", plain: false },
    ),
  },
);

/** Indents every line after the first by one level per open bracket (a rough, valid layout). */
export function indentLines(text: string, unit: string): string {
  let depth = 0;
  return text
    .split("\n")
    .map((line, i) => {
      const trimmed = line.trimStart();
      const closing = /^[}\]]/u.test(trimmed) ? 1 : 0;
      const out = i === 0 ? line : unit.repeat(Math.max(0, depth - closing) + 1) + trimmed;
      for (const ch of line) {
        if (ch === "{" || ch === "[") depth++;
        else if (ch === "}" || ch === "]") depth--;
      }
      return out;
    })
    .join("\n");
}

/** Gives every comment placeholder a unique text, so each comment can be found exactly once. */
export function numberComments(code: string): string {
  let n = 0;
  return code.replace(/\/\*@\n\s*@\*\/|\/\*@\*\/|\/\/@/gu, (match) => {
    n++;
    if (match.startsWith("//")) return `// c${n}`;
    if (match.includes("\n")) return `/* c${n}\n  still c${n} */`;
    return `/* c${n} */`;
  });
}
