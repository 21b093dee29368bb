/**
 * `expect(value).toBeToolResult(contract?)` for vitest and jest (both take it through `expect.extend`):
 * the runtime check, with a failure message that lists every issue with its path.
 */
import { formatPath } from "../common/path.js";
import { assertToolResult, defineContract, ToolResultContractError, type ContractInput } from "../runtime/index.js";

/** What a matcher returns in vitest and jest. */
export interface MatcherResult {
  pass: boolean;
  message: () => string;
}

/** The contract's name as the runtime gives it in its errors (`{ preset: "mcp" }` is "mcp"). */
function contractName(contract: ContractInput | undefined, error?: ToolResultContractError): string {
  if (error !== undefined) return error.contract;
  return typeof contract === "object" && contract !== null
    ? defineContract(contract).name
    : (contract ?? defineContract().name);
}

/** One line per issue, each with its path (the runtime's messages start with it; others get it added). */
function listIssues(error: ToolResultContractError): string {
  return error.issues
    .map((issue) => {
      const where = formatPath(issue.path);
      return `  - ${issue.message.startsWith(`${where}:`) ? issue.message : `${where}: ${issue.message}`}`;
    })
    .join("\n");
}

/** The matcher function: `this` is the runner's matcher context (only `isNot` is read, and only for wording). */
export function toBeToolResult(this: unknown, received: unknown, contract?: ContractInput): MatcherResult {
  try {
    assertToolResult(received, contract);
  } catch (error) {
    if (!(error instanceof ToolResultContractError)) throw error;
    const count = error.issues.length === 1 ? "1 issue" : `${error.issues.length} issues`;
    return {
      pass: false,
      message: () =>
        `expected the value to be a tool result under the ${JSON.stringify(contractName(contract, error))} contract, ` +
        `but it has ${count}:\n${listIssues(error)}`,
    };
  }
  return {
    pass: true,
    message: () =>
      `expected the value not to be a tool result under the ${JSON.stringify(contractName(contract))} contract, but it is one`,
  };
}

/** Pass to `expect.extend` in vitest or jest. */
export const toolResultMatchers = { toBeToolResult };

/** The matcher's signature on `expect(value)`, for type augmentations. */
export interface ToolResultMatchers<R = unknown> {
  /** Passes when the value keeps to `contract` (default: the `strands-robots` contract); the message lists every issue. */
  toBeToolResult(contract?: ContractInput): R;
}
