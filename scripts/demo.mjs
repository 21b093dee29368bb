// `npm start`: lints examples/ with the plugin (through its package name, as a user would), prints the
// problems, then the diff that `eslint --fix` would make, then where every problem went: fixed, resolved
// by another problem's fix, or left for a human. It never writes to the files.
import { ESLint } from "eslint";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unifiedDiff } from "./lib/diff.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cwd = path.join(root, "examples");
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);

const lint = (fix) => new ESLint({ cwd, fix }).lintFiles(["."]);
const [results, fixed] = await Promise.all([lint(false), lint(true)]);

const formatter = await new ESLint({ cwd }).loadFormatter("stylish");
const report = await formatter.format(results);
const crashed = results.flatMap((r) => r.messages.filter((m) => m.fatal || !m.ruleId));

console.log(
  paint("1", `Linting ${path.relative(root, cwd)}/ (${results.length} files) with eslint-plugin-tool-result`),
);
console.log(report || "No problems.\n");

console.log(paint("1", "What `eslint --fix` would change (files are left as they are):\n"));
let changed = 0;
for (const result of fixed) {
  if (result.output === undefined) continue;
  const before = results.find((r) => r.filePath === result.filePath)?.source;
  if (before === undefined) continue;
  changed++;
  const diff = unifiedDiff(before, result.output, { label: path.relative(root, result.filePath) });
  console.log(
    diff
      .split("\n")
      .map((line) =>
        line.startsWith("+")
          ? paint("32", line)
          : line.startsWith("-")
            ? paint("31", line)
            : line.startsWith("@@")
              ? paint("36", line)
              : line,
      )
      .join("\n") + "\n",
  );
}

// Where each problem went. A problem still there after --fix is found again by its rule and message (its
// line may have moved); one that is gone was fixed, by its own fix or, when it has none, by another's edit.
const where = (result, message) => `${path.relative(root, result.filePath)}:${message.line}`;
const tally = { problems: 0, fixed: 0, resolved: [], suggested: 0, manual: 0, added: [] };
for (const result of results) {
  const after = fixed.find((r) => r.filePath === result.filePath)?.messages ?? [];
  const left = new Map();
  for (const message of after) {
    const key = `${message.ruleId}\0${message.message}`;
    left.set(key, [...(left.get(key) ?? []), message]);
  }
  for (const message of result.messages) {
    tally.problems++;
    const still = left.get(`${message.ruleId}\0${message.message}`)?.shift();
    if (still?.suggestions?.length) tally.suggested++;
    else if (still !== undefined) tally.manual++;
    else if (message.fix) tally.fixed++;
    else tally.resolved.push(`${message.ruleId} at ${where(result, message)}`);
  }
  // Anything --fix left that was not there before (no fix should make one).
  for (const rest of left.values())
    for (const message of rest) tally.added.push(`${message.ruleId} at ${where(result, message)}`);
}
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
const { problems, resolved, suggested, manual, added } = tally;
const remaining = suggested + manual;
console.log(
  `${plural(problems, "problem")} in ${plural(results.filter((r) => r.messages.length).length, "file")}: ` +
    `\`eslint --fix\` fixes ${tally.fixed} of them, in ${plural(changed, "file")}` +
    (resolved.length === 0
      ? ""
      : `, and its edits also resolve ${resolved.length} that ${resolved.length === 1 ? "has" : "have"} no fix of ${resolved.length === 1 ? "its" : "their"} own (${resolved.join(", ")})`) +
    `; ${remaining} remain for a human: ${suggested} with an editor suggestion, ${manual} for a decision only the author can make` +
    (added.length === 0 ? "" : `, ${added.length} new after the fix (${added.join(", ")})`) +
    ".",
);
console.log(
  `${problems} = ${tally.fixed} fixed + ${resolved.length} resolved by those fixes + ${remaining} remaining.`,
);
if (crashed.length > 0) {
  console.error("Linting failed:", crashed.map((m) => m.message).join("\n"));
  process.exit(1);
}
