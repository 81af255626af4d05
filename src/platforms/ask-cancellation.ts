/**
 * The longest one attempt may last while data keeps arriving: DeepSeek holds a queued request open for
 * up to 30 minutes, sending blank keep-alive lines, before it answers or closes (docs/platforms.md).
 */
export const ATTEMPT_MAX_MS = 30 * 60_000;

function abortForTimeout(attempt: AbortController, timeoutMs: number): void {
  // Named like AbortSignal.timeout's reason, which is how fetchFailure tells a timeout from a cancel.
  attempt.abort(new DOMException(`no response within ${timeoutMs} ms`, "TimeoutError"));
}

/**
 * Cancellation of one ask: the caller's signal or the client's close() abort `signal` (which the
 * limiter wait and the retry sleep watch) and the attempt in progress, and each attempt also ends
 * after its timeout. One listener on the caller's signal per ask, one controller and one timer per
 * attempt, all cleared when they end: AbortSignal.any and AbortSignal.timeout per attempt cost
 * several times more (dependent-signal bookkeeping, and timeouts stay registered until garbage
 * collected), on the service's most frequent call.
 */
export class AskCancellation {
  private readonly whole = new AbortController();
  private attempt: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** When the attempt in progress stops being extended by progress (ATTEMPT_MAX_MS after its start). */
  private attemptDeadline = 0;
  private readonly caller: AbortSignal | undefined;
  /** `progress` bound once, to hand to the transport. */
  readonly onProgress = (): void => this.progress();

  constructor(caller: AbortSignal | undefined) {
    this.caller = caller;
    if (!caller) return;
    if (caller.aborted) this.abort(caller.reason);
    else caller.addEventListener("abort", this, { once: true });
  }

  /** Aborted by the caller or close(), never by a timeout. */
  get signal(): AbortSignal {
    return this.whole.signal;
  }

  /** The caller's signal fired (this object is its listener, so no closure per ask). */
  handleEvent(): void {
    this.abort(this.caller?.reason);
  }

  abort(reason: unknown): void {
    this.whole.abort(reason);
    this.attempt?.abort(reason);
  }

  /**
   * Starts an attempt: its signal aborts with the whole ask, or with a TimeoutError when `timeoutMs`
   * pass without progress (an idle timeout: bytes arriving, keep-alive lines included, restart it).
   * Progress extends an attempt for at most ATTEMPT_MAX_MS; after that the idle timer runs out.
   */
  startAttempt(timeoutMs: number): AbortSignal {
    const attempt = new AbortController();
    this.attempt = attempt;
    this.attemptDeadline = Date.now() + Math.max(timeoutMs, ATTEMPT_MAX_MS);
    if (this.whole.signal.aborted) attempt.abort(this.whole.signal.reason);
    else this.timer = setTimeout(abortForTimeout, timeoutMs, attempt, timeoutMs);
    return attempt.signal;
  }

  /** Data arrived for the attempt in progress: its idle timeout starts again (Timeout.refresh, no new timer). */
  progress(): void {
    if (this.timer !== undefined && Date.now() < this.attemptDeadline) this.timer.refresh();
  }

  endAttempt(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.attempt = null;
  }

  /** Ends the ask: clears the timer and leaves the caller's signal as it was. */
  dispose(): void {
    this.endAttempt();
    this.caller?.removeEventListener("abort", this);
  }
}
