import type { ToolResultIssue } from "./types.js";

/** Thrown by `assertToolResult`: `issues` lists every way the value breaks the contract, with its path. */
export class ToolResultContractError extends Error {
  override name = "ToolResultContractError";
  /** Every issue found (validation stops after `maxIssues`, 100 by default). */
  readonly issues: ToolResultIssue[];
  /** The name of the contract checked (`"strands-robots"`, `"strands"` or `"custom"`). */
  readonly contract: string;

  constructor(issues: ToolResultIssue[], contract: string) {
    const count = issues.length === 1 ? "1 issue" : `${issues.length} issues`;
    super(
      `The value is not a valid tool result under the ${JSON.stringify(contract)} contract (${count}):\n${issues
        .map((issue) => `  - ${issue.message}`)
        .join("\n")}`,
    );
    this.issues = issues;
    this.contract = contract;
  }
}
