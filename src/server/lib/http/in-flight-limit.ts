/**
 * How many requests of one key (an account) may be in progress at once, in memory, per process: a
 * slow job such as an image upload cannot let one account take every worker and queue place while
 * others wait (issue 35). enter() admits or refuses; every admitted request leaves once, whatever
 * its outcome.
 */
export class InFlightLimit {
  private readonly running = new Map<string | number, number>();

  constructor(private readonly limit: number) {}

  /** True when the key may start another; it then counts until leave(key). */
  enter(key: string | number): boolean {
    const now = this.running.get(key) ?? 0;
    if (now >= this.limit) return false;
    this.running.set(key, now + 1);
    return true;
  }

  leave(key: string | number): void {
    const now = this.running.get(key) ?? 0;
    if (now <= 1) this.running.delete(key);
    else this.running.set(key, now - 1);
  }
}
