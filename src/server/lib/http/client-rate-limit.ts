/**
 * A fixed-window counter per client address, in memory (nothing stored): enough to stop one client
 * from flooding a public endpoint such as the page-view call. Per process, by design.
 */
export class ClientRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** True when the client may go ahead. */
  take(client: string, now = Date.now()): boolean {
    const current = this.windows.get(client);
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.prune(now);
      this.windows.set(client, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= this.limit;
  }

  /** How many more the client may take in its current window (the whole limit when it has none). */
  room(client: string, now = Date.now()): number {
    const current = this.windows.get(client);
    if (!current || now - current.start >= this.windowMs) return this.limit;
    return Math.max(0, this.limit - current.count);
  }

  /**
   * Takes `count` at once, or nothing: true when all of them fit (a request to several studios counts
   * one per studio, and is refused whole rather than half sent).
   */
  takeAll(client: string, count: number, now = Date.now()): boolean {
    if (count > this.room(client, now)) return false;
    const current = this.windows.get(client);
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.prune(now);
      this.windows.set(client, { start: now, count });
    } else current.count += count;
    return true;
  }

  /** Milliseconds until the client's current window ends (0 when it has none). */
  retryAfterMs(client: string, now = Date.now()): number {
    const current = this.windows.get(client);
    return current ? Math.max(0, current.start + this.windowMs - now) : 0;
  }

  private prune(now: number): void {
    for (const [client, window] of this.windows)
      if (now - window.start >= this.windowMs) this.windows.delete(client);
  }
}
