/**
 * Public-form tokens already used (lib/http/form-token.ts, issue 35): spending one is part of the
 * form's own write, so a form that fails leaves its token unspent, and of two forms sent with one
 * token at once exactly one gets it (the nonce is the primary key).
 */
import { lt, sql } from 'drizzle-orm';
import type { FormTokenUse } from '../../lib/http/form-token';
import type { Executor } from '../database';
import { formTokenUses } from '../schema';

/** Records the token as used; false when it was used before. */
export async function spendFormToken(tx: Executor, use: FormTokenUse): Promise<boolean> {
  const rows = await tx
    .insert(formTokenUses)
    .values({ nonce: use.nonce, expiresAt: use.expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: formTokenUses.nonce });
  return rows.length > 0;
}

/** Drops the nonces of tokens that have expired anyway (the daily housekeeping). */
export async function pruneFormTokenUses(db: Executor): Promise<void> {
  await db.delete(formTokenUses).where(lt(formTokenUses.expiresAt, sql`now()`));
}
