/**
 * A write that sends mail (claims, corrections, enquiries): its messages are queued in the outbox inside
 * the write's transaction, so a refused or failed write mails nobody, and handed to app.mail once it has
 * committed (plugins/mail.ts delivers them, or leaves them for the admins to read).
 */
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/database';
import { type OutgoingMail, queueMail } from '../db/repositories/outbox';
import { adminContacts } from '../db/repositories/owner-claims';
import { studioOwnerContacts } from '../db/repositories/studio-owners';
import type { WriteOptions, WriteWork } from '../db/write-transaction';

/** What a mailing write's work returns: its result, and the messages to queue with it. */
export interface Mailed<T> {
  result: T;
  mail: readonly OutgoingMail[];
}

/** Runs the work through app.write, queues its mail in the same transaction and delivers it after. */
export async function writeAndMail<T>(
  app: FastifyInstance,
  work: WriteWork<Mailed<T>>,
  options?: WriteOptions,
): Promise<T> {
  const { result, queued } = await app.write(async (tx, write) => {
    const { result, mail } = await work(tx, write);
    return { result, queued: await queueMail(tx, mail) };
  }, options);
  void app.mail.deliver(queued);
  return result;
}

/** Who answers for a studio (its corrections, its enquiries): its owners, or the admins while it has none. */
export async function studioContacts(
  tx: Executor,
  studioId: number,
): Promise<{ recipients: { email: string; locale: string }[]; owners: boolean }> {
  const owners = await studioOwnerContacts(tx, [studioId]);
  if (owners.length > 0) return { recipients: owners, owners: true };
  return { recipients: await adminContacts(tx), owners: false };
}
