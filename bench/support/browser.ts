/** What the browser benchmarks share: Chromium's flags, medians and polling a page without eval. */
import type { Page } from '@playwright/test';

/** The flags of playwright.config.ts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value `share` of the way up the sorted values (0.9: the 90th percentile), nearest rank. */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

/** Polls an expression in the page (waitForFunction would evaluate strings, which the app's CSP forbids). */
export async function waitForExpression(page: Page, expression: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await page.evaluate(expression))) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
