/**
 * Events a tool streams while it runs. The last event of every tool stream is a `ToolResultEvent`,
 * whose result is checked against the contract when the event is made: a malformed result fails in
 * the tool that built it, not somewhere downstream.
 */
import type { ContractInput } from "../validate/compile.js";
import type { ToolResult } from "../validate/types.js";
import { assertToolResult } from "../validate/api.js";

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

/** The final event of a tool stream: the tool's result. */
export class ToolResultEvent extends TypedEvent<ToolResultEventData> {
  /**
   * @param toolResult the result; it must pass `assertToolResult` (under `contract`, a preset name or
   *   contract object, when one is given), or this throws a `ToolResultContractError` that names the
   *   offending key or block.
   */
  constructor(toolResult: ToolResult, contract?: ContractInput) {
    assertToolResult(toolResult, contract);
    super({ type: "tool_result", toolResult });
  }

  /** The result the tool produced. */
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
