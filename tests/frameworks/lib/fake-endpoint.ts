/**
 * A fake model endpoint on 127.0.0.1: an HTTP server on a free port that records every request body and
 * answers with what the test's `respond` returns. Frameworks that only talk to a model over HTTP (OpenAI
 * Agents, the Claude Code binary behind the Claude Agent SDK, LangChain's and Strands' OpenAI models)
 * are pointed at it, so a test sees exactly what the model would be sent. No request leaves the machine.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  /** The request body, parsed as JSON when it is JSON, else the raw text. */
  readonly body: unknown;
}

/** What `respond` returns: a JSON body, or a list of server-sent events (each `data:` payload). */
export type FakeResponse =
  | { readonly json: unknown; readonly status?: number }
  | { readonly events: readonly { readonly event?: string; readonly data: unknown }[] };

export interface FakeEndpoint {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeEndpoint(
  respond: (request: RecordedRequest, index: number) => FakeResponse,
): Promise<FakeEndpoint> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", () => {
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      const request: RecordedRequest = { method: req.method ?? "", url: req.url ?? "", body };
      requests.push(request);
      let answer: FakeResponse;
      try {
        answer = respond(request, requests.length - 1);
      } catch (error) {
        answer = { json: { error: String(error) }, status: 500 };
      }
      if ("json" in answer) {
        res.writeHead(answer.status ?? 200, { "content-type": "application/json" });
        res.end(JSON.stringify(answer.json));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      for (const { event, data } of answer.events) {
        res.write(
          `${event === undefined ? "" : `event: ${event}\n`}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`,
        );
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
