/**
 * Events a tool streams while it runs. The last event of every tool stream is a `ToolResultEvent`,
 * whose result is checked against the contract when the event is made: a malformed result fails in
 * the tool that built it, not somewhere downstream.
 *
 * The event holds a snapshot of the result it checked, not the tool's own objects: a tool may go on
 * changing the objects it returned (a telemetry object its control loop still writes, a content array a
 * background task still appends to) without changing the checked result. The snapshot is read as
 * JSON.stringify reads the result (own enumerable string keys, each read once, keys holding `undefined`
 * left out), checked again, and frozen all the way down.
 */
import { assertToolResult } from "../validate/api.js";
import { compileContract, type ContractInput } from "../validate/compile.js";
import { ToolResultContractError } from "../validate/errors.js";
import type { ToolResult } from "../validate/types.js";
import { isSnapshot, SnapshotError, snapshotToolResult } from "./snapshot.js";

/** The payload of every event: a `type` tag and whatever the event carries. */
export interface EventData {
  readonly type: string;
}

/** Base class of streamed events. Subclasses add typed accessors over `data`. */
export class TypedEvent<Data extends EventData = EventData> {
  readonly data: Data;

  constructor(data: Data) {
    this.data = data;
  }

  /** The event's tag, for example `"tool_result"`. */
  get type(): Data["type"] {
    return this.data.type;
  }

  /** Whether the event is handed to user callbacks as it streams. True unless a subclass says no. */
  get isCallbackEvent(): boolean {
    return true;
  }

  /** The payload, so `JSON.stringify(event)` gives the data rather than the class. */
  toJSON(): Data {
    return this.data;
  }
}

/** The data of a {@link ToolResultEvent}. */
export interface ToolResultEventData extends EventData {
  readonly type: "tool_result";
  readonly toolResult: ToolResult;
}

/** The final event of a tool stream: the tool's result, as it was when the event was made. */
export class ToolResultEvent extends TypedEvent<ToolResultEventData> {
  /**
   * @param toolResult the result; it must pass `assertToolResult` (under `contract`, a preset name or
   *   contract object, when one is given), or this throws a `ToolResultContractError` that names the
   *   offending key or block. The event keeps a frozen snapshot of it (see the module comment), which is
   *   checked too: a result that changes while it is copied (a getter that answers differently the second
   *   time) is a `ToolResultContractError` as well.
   */
  constructor(toolResult: ToolResult, contract?: ContractInput) {
    assertToolResult(toolResult, contract);
    let held: ToolResult = toolResult;
    // A snapshot this module made is frozen: it is kept as it is. Any other result is copied, and the copy checked.
    if (!isSnapshot(toolResult)) {
      try {
        held = snapshotToolResult(toolResult);
      } catch (error) {
        if (!(error instanceof SnapshotError)) throw error;
        throw new ToolResultContractError([error.issue], compileContract(contract).name);
      }
      assertToolResult(held, contract);
    }
    super(Object.freeze({ type: "tool_result", toolResult: held }));
  }

  /** The result the tool produced: a frozen snapshot of what was checked. */
  get toolResult(): ToolResult {
    return this.data.toolResult;
  }

  /** The id of the tool use this result answers, when the result carries one. */
  get toolUseId(): string | undefined {
    return this.data.toolResult.toolUseId;
  }

  /** Results are consumed by the event loop, not by user callbacks. */
  override get isCallbackEvent(): boolean {
    return false;
  }
}
