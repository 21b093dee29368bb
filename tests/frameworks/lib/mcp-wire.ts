/**
 * MCP over the SDK's in-memory transport, with the server's side of the wire recorded: `wire` holds every
 * JSON-RPC message the server sends, as it sends it (before the client parses anything), so a test can
 * tell what the server put on the wire from what the SDK client then does with it (validate, reject,
 * strip). Works with the v1 SDK (`@modelcontextprotocol/sdk`) and v2 (`@modelcontextprotocol/server`,
 * `@modelcontextprotocol/client`): both transports have the same `send`.
 */

/** The one method of a transport this module needs. */
interface Sender {
  send(message: never, options?: never): Promise<void>;
}

/** A JSON-RPC message as recorded (a plain copy). */
export type WireMessage = {
  id?: number | string;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
} & Record<string, unknown>;

/** Makes `transport` copy each message it sends into `wire` before sending it. */
export function recordSends<T extends Sender>(transport: T, wire: WireMessage[]): T {
  const send = transport.send.bind(transport) as (message: unknown, options?: unknown) => Promise<void>;
  (transport as unknown as { send: (message: unknown, options?: unknown) => Promise<void> }).send = (
    message,
    options,
  ) => {
    wire.push(structuredClone(message) as WireMessage);
    return send(message, options);
  };
  return transport;
}

/** What one tools/call gave: the server's response on the wire, and the client's result or error. */
export interface Call {
  /** The server's JSON-RPC response to the call. */
  readonly sent: WireMessage;
  /** `callTool`'s result, when it resolved. */
  readonly result?: Record<string, unknown>;
  /** `callTool`'s error, when it rejected. */
  readonly error?: Error & { code?: number };
}

/** Calls tool `name` with `args` through `client` and pairs the outcome with the server's response. */
export async function callTool(
  client: { callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<unknown> },
  wire: WireMessage[],
  name: string,
  args: Record<string, unknown> = {},
): Promise<Call> {
  const before = wire.length;
  let result: Record<string, unknown> | undefined;
  let error: (Error & { code?: number }) | undefined;
  try {
    result = (await client.callTool({ name, arguments: args })) as Record<string, unknown>;
  } catch (caught) {
    error = caught as Error & { code?: number };
  }
  const sent = wire.slice(before).find((m) => "result" in m || "error" in m);
  if (sent === undefined) throw new Error(`The server sent no response to tools/call ${name}`);
  return { sent, ...(result === undefined ? {} : { result }), ...(error === undefined ? {} : { error }) };
}
