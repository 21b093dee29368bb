// Code that merely looks like a tool result: the rules leave it alone.

interface Response {
  status(code: number): Response;
  json(body: unknown): void;
}

export function notFound(res: Response, path: string) {
  res.status(404).json({ status: 404, content: [{ text: `No route for ${path}` }], path });
}

export function serialize(job: { status: string; content: { text: string }[]; id: string }) {
  return { status: job.status, content: job.content.map((c) => c.text), id: job.id };
}

export const initialState = { status: "idle", content: null, progress: 0 };

export function statusOf(result: { status: string; content: unknown[] }) {
  const { status, content } = result;
  return `${status} (${content.length} blocks)`;
}
