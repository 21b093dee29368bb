/**
 * One call of a tool's own code (its input validator, its callback) under the caller's abort signal and
 * the tool's timeout. A tool's stream must end with a result whatever that code does: an already-aborted
 * signal means the code never runs, an abort or the timeout while it runs ends the wait (the code is
 * not killed: it gets the signal, to stop itself), and whatever it throws or rejects with is handed back
 * as a value, never thrown. Reading the signal is guarded too: a signal whose getters throw stops the
 * call before it starts.
 */
import { describeThrown } from "../../common/describe-value.js";
import type { AbortSignalLike } from "./types.js";

/** How a call ended: with a value, with a thrown value, or stopped (`why` completes "Tool X ..."). */
export type Settled<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: unknown }
  | { readonly ok: "stopped"; readonly why: string };

/** The longest timeout setTimeout keeps (about 24.8 days); a longer one would fire at once. */
export const MAX_TIMEOUT_MS = 2_147_483_647;

/** Why the caller's signal aborted, for a message: its `reason`, read in a guard. */
function reasonOf(signal: AbortSignalLike): string {
  try {
    const reason: unknown = signal.reason;
    return reason === undefined ? "" : ` (${describeThrown(reason)})`;
  } catch {
    return "";
  }
}

function timeoutReason(timeoutMs: number): unknown {
  const message = `The tool did not finish within ${timeoutMs} ms.`;
  return typeof DOMException === "function"
    ? new DOMException(message, "TimeoutError")
    : Object.assign(new Error(message), { name: "TimeoutError" });
}

/** The signal, timer and stop of one tool call; {@link dispose} it when the call is over. */
export class CallScope {
  /** What the tool's code gets: the caller's signal as it is, or, with a timeout, one that also aborts then. */
  readonly signal: AbortSignalLike | undefined;
  #why: string | undefined;
  #stopped: Promise<string> | undefined;
  #stop: ((why: string) => void) | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #caller: AbortSignalLike | undefined;
  #onAbort: (() => void) | undefined;

  constructor(signal: AbortSignalLike | undefined, timeoutMs: number | undefined) {
    this.signal = signal;
    let aborted = false;
    if (signal !== undefined && signal !== null) {
      try {
        aborted = signal.aborted === true;
      } catch (error) {
        this.#why = `was not run: its abort signal cannot be read (${describeThrown(error)})`;
        return;
      }
      if (aborted) {
        this.#why = `was not run: the call was aborted before it started${reasonOf(signal)}`;
        return;
      }
    }
    const caller = signal ?? undefined;
    if (caller === undefined && timeoutMs === undefined) return;
    const controller =
      timeoutMs !== undefined && typeof AbortController === "function" ? new AbortController() : undefined;
    if (controller !== undefined) this.signal = controller.signal;
    this.#stopped = new Promise<string>((resolve) => {
      this.#stop = (why) => {
        if (this.#why !== undefined) return;
        this.#why = why;
        resolve(why);
      };
    });
    if (caller !== undefined) {
      const onAbort = () => {
        controller?.abort(readReason(caller));
        this.#stop?.(`was stopped: the call was aborted while it ran${reasonOf(caller)}`);
      };
      try {
        caller.addEventListener("abort", onAbort, { once: true });
        this.#caller = caller;
        this.#onAbort = onAbort;
      } catch (error) {
        this.#why = `was not run: its abort signal cannot be listened to (${describeThrown(error)})`;
        return;
      }
    }
    if (timeoutMs !== undefined) {
      this.#timer = setTimeout(() => {
        controller?.abort(timeoutReason(timeoutMs));
        this.#stop?.(`was stopped: it did not finish within ${timeoutMs} ms (its timeoutMs)`);
      }, timeoutMs);
    }
  }

  /** Why the call stopped (it completes "Tool X ..."), or undefined while it may go on. */
  get stopped(): string | undefined {
    return this.#why;
  }

  /**
   * Runs `work` (at once, unless the call is stopped already) and waits for it, for the abort or for the
   * timeout, whichever comes first. Never rejects: a throw or rejection of `work` is `{ ok: false, error }`.
   */
  async run<T>(work: () => T | PromiseLike<T>): Promise<Settled<Awaited<T>>> {
    if (this.#why !== undefined) return { ok: "stopped", why: this.#why };
    // `resolve` takes any value, a hostile thenable included (a throwing `then` getter becomes a rejection),
    // and a synchronous throw of `work` rejects the promise.
    const done = new Promise<Awaited<T>>((resolve) => resolve(work() as Awaited<T>)).then(
      (value): Settled<Awaited<T>> => ({ ok: true, value }),
      (error: unknown): Settled<Awaited<T>> => ({ ok: false, error }),
    );
    if (this.#stopped === undefined) return done;
    return Promise.race([done, this.#stopped.then((why): Settled<Awaited<T>> => ({ ok: "stopped", why }))]);
  }

  /** Clears the timer and stops listening to the caller's signal. */
  dispose(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    const caller = this.#caller;
    const onAbort = this.#onAbort;
    if (caller !== undefined && onAbort !== undefined) {
      try {
        caller.removeEventListener("abort", onAbort);
      } catch {
        // a signal that cannot stop being listened to keeps a listener that does nothing any more
      }
    }
  }
}

function readReason(signal: AbortSignalLike): unknown {
  try {
    return signal.reason;
  } catch {
    return undefined;
  }
}
