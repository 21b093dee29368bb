/**
 * Every rule doc's examples are linted with that rule: each "incorrect" block is reported at least once,
 * each "correct" block not at all. A doc whose examples drift from the rule fails here.
 */
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import plugin from "../../src/index.js";

const docs = path.join(import.meta.dirname, "../../docs/rules");

interface Example {
  readonly kind: "incorrect" | "correct";
  readonly code: string;
  readonly line: number;
}

/** The fenced ts/js blocks after "Examples of **incorrect** code:" and "Examples of **correct** code:". */
function examples(markdown: string): Example[] {
  const found: Example[] = [];
  let kind: Example["kind"] | undefined;
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const heading = /^Examples of \*\*(incorrect|correct)\*\* code/u.exec(line);
    if (heading) kind = heading[1] as Example["kind"];
    else if (line.startsWith("#")) kind = undefined;
    else if (kind && /^```(ts|js)$/u.test(line)) {
      const start = i + 1;
      while (i + 1 < lines.length && lines[i + 1] !== "```") i++;
      found.push({ kind, code: lines.slice(start, i + 1).join("\n"), line: start + 1 });
      i++;
    }
  }
  return found;
}

const linter = new Linter({ configType: "flat" });

for (const file of readdirSync(docs).filter((f) => f.endsWith(".md"))) {
  const rule = file.replace(/\.md$/u, "");
  describe(`docs/rules/${file}`, () => {
    const cases = examples(readFileSync(path.join(docs, file), "utf8"));
    it("has an incorrect and a correct example", () => {
      expect(cases.some((c) => c.kind === "incorrect")).toBe(true);
      expect(cases.some((c) => c.kind === "correct")).toBe(true);
    });
    for (const example of cases) {
      it(`${example.kind} example at line ${example.line}`, () => {
        const config: Linter.Config[] = [
          {
            files: ["**/*.ts"],
            languageOptions: { parser: tsParser, sourceType: "module" },
            plugins: { "tool-result": plugin },
            rules: { [`tool-result/${rule}`]: "error" },
          },
        ];
        const messages = linter.verify(example.code, config, { filename: "example.ts" });
        expect(messages.filter((m) => m.fatal)).toEqual([]);
        const reports = messages.filter((m) => m.ruleId === `tool-result/${rule}`);
        if (example.kind === "incorrect") expect(reports.length).toBeGreaterThan(0);
        else expect(reports.map((m) => `${m.line}: ${m.message}`)).toEqual([]);
      });
    }
  });
}
