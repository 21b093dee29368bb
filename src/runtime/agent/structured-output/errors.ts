/**
 * Thrown by an event loop when the model ends its turn without calling the structured-output tool,
 * is then forced to call it, and still does not.
 */
export class StructuredOutputError extends Error {
  override name = "StructuredOutputError";
  constructor(
    /** The structured-output tool the model was asked to call. */
    readonly toolName: string,
    message = `The model did not call the structured output tool "${toolName}", even after the tool choice forced it to. ` +
      "No structured result was produced; check that the model supports forced tool choice and that the schema is one it can fill.",
  ) {
    super(message);
  }
}
