/**
 * OpenAI Agents JS (`@openai/agents`, `@openai/agents-core`, checked on 0.14.3 and 0.20.0):
 * `tool({ name, parameters, execute })`. A return of `{ type: "text" | "image" | "file" }` is structured
 * output whose unknown fields are dropped; any other value is sent as its JSON text (an MCP-shaped
 * `{ content, isError }` too: not an error). A throw goes through the tool's error function.
 */
import type { ToolApi } from "./types.js";

export const openaiAgents: ToolApi = {
  name: "openai-agents",
  title: "OpenAI Agents",
  modules: ["@openai/agents", "@openai/agents-core"],
  sites: [{ kind: "call", export: "tool", callback: { argument: 0, property: "execute" }, config: { argument: 0 } }],
  returns: {
    kind: "data",
    wrapped: "sends an object that is no text, image or file output as its JSON text",
    foreign: "this result reaches the model as JSON text, not as a result: its isError (or status) means nothing",
    outputs: {
      tag: "type",
      kinds: {
        text: ["text", "providerData"],
        image: ["image", "imageUrl", "fileId", "data", "mediaType", "detail", "providerData"],
        file: ["file", "providerData"],
      },
    },
  },
  signalsError: "throw an Error (the tool's errorFunction words it for the model)",
  // agents-core dist/types/protocol.d.ts (re-exported by both packages): `type ToolOutputText =
  // z.infer<typeof ToolOutputText>`, and so on. The checker keeps none of these names (the type is zod's),
  // so they are found by the import an annotation names only. `execute` itself is declared to return the
  // outputSchema's type or `unknown`.
  declaredTypes: [
    { name: "ToolOutputText", is: { kind: "output" } },
    { name: "ToolOutputImage", is: { kind: "output" } },
    { name: "ToolOutputFileContent", is: { kind: "output" } },
  ],
};
