import { RuleTester, type SuggestionOutput, type TestCaseError } from "@typescript-eslint/rule-tester";
import tsParser from "@typescript-eslint/parser";

/** A RuleTester that parses TypeScript (and TSX/JS, by file name) with typescript-eslint's parser. */
export const ruleTester = new RuleTester({
  languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

/** A RuleTester that parses plain JavaScript with ESLint's default parser (espree). */
export const jsRuleTester = new RuleTester({ languageOptions: { ecmaVersion: "latest", sourceType: "module" } });

/** The fixture project for typed tests: `tests/fixtures/typed`, where each case is `file.ts`. */
export const typedFixtureDir = new URL("../fixtures/typed/", import.meta.url).pathname;

/** A RuleTester with type information from the fixture project (through `projectService`). */
export const typedRuleTester = new RuleTester({
  languageOptions: {
    parser: tsParser,
    parserOptions: { projectService: true, tsconfigRootDir: typedFixtureDir },
  },
});

/** The file name of every typed case: `file.ts` in the fixture project, with types from its `types.ts`. */
export const typedFilename = `${typedFixtureDir}file.ts`;

const typedHead =
  'import { type ToolResult, type AgentReply, ToolResultEvent, type Article, type Job, type NodeResult, base, telemetry, anything, record, mode, legacy, blocks, publish, save, measure, previous, pick } from "./types.js";\n';

/**
 * A typed case's code: `body` after a first line that imports the fixture's types and values, so `body`
 * starts on line 2.
 */
export const typedCode = (body: string) => typedHead + body;

/** Where a report is expected: `[line, column, endLine, endColumn]`, or `[line, column, endColumn]` on one line. */
export type Position =
  | [line: number, column: number, endLine: number, endColumn: number]
  | [line: number, column: number, endColumn: number];

/** An expected report, in the shape RuleTester takes: its message, position, data and (if given) suggestions. */
export function error<MessageId extends string, SuggestionId extends string = MessageId>(
  messageId: MessageId,
  position: Position,
  data?: Record<string, string>,
  suggestions?: readonly SuggestionOutput<SuggestionId>[],
): TestCaseError<MessageId | SuggestionId> {
  const [line, column, endLine, endColumn] =
    position.length === 4 ? position : [position[0], position[1], position[0], position[2]];
  return {
    messageId,
    ...(data && { data }),
    line,
    column,
    endLine,
    endColumn,
    ...(suggestions && { suggestions }),
  };
}
