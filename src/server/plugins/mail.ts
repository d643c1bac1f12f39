/**
 * Outgoing mail (product.md §14). Routes queue messages in the outbox table inside their own
 * transaction (repositories/outbox.ts) and hand the ids to app.mail.deliver() once it has committed.
 * With SMTP_URL, nodemailer sends each message (plain text) and the row gets sent_at, or the error;
 * without it (the default) the outbox row is the delivery: admins read it (GET /api/admin/outbox/).
 * A failed send never fails the request that caused it.
 */
import fp from 'fastify-plugin';
import { createTransport, type Transporter } from 'nodemailer';
import { markMailSent, outboxRows } from '../db/repositories/outbox';

export interface MailService {
  /** True when messages leave the machine (SMTP_URL is set, or a test put a transport in). */
  readonly sends: boolean;
  /** Sends the queued messages (after their transaction committed); resolves when all are tried. */
  deliver(ids: readonly number[]): Promise<void>;
  /** Tests: a transport of their own (nodemailer's jsonTransport), as if SMTP_URL were set. */
  useTransport(transport: Transporter | null): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export default fp(
  async (app) => {
    const { smtpUrl, from } = app.config.mail;
    let transport: Transporter | null = smtpUrl ? createTransport(smtpUrl) : null;
    const pending = new Set<Promise<void>>();

    async function send(ids: readonly number[]): Promise<void> {
      const current = transport;
      if (!current || ids.length === 0) return;
      for (const row of await outboxRows(app.database.db, ids)) {
        try {
          await current.sendMail({
            from,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            ...(row.headers ? { headers: row.headers } : {}),
          });
          await markMailSent(app.database.db, row.id, null);
        } catch (error) {
          app.log.warn({ err: error, outboxId: row.id }, 'mail not sent');
          await markMailSent(app.database.db, row.id, error instanceof Error ? error.message : String(error));
        }
      }
    }

    const service: MailService = {
      get sends() {
        return transport !== null;
      },
      deliver(ids) {
        const run = send(ids).catch((error: unknown) =>
          app.log.error({ err: error }, 'mail delivery failed'),
        );
        pending.add(run);
        void run.finally(() => pending.delete(run));
        return run;
      },
      useTransport(next) {
        transport = next;
      },
    };
    app.decorate('mail', service);
    app.addHook('onClose', async () => {
      await Promise.allSettled([...pending]);
      transport?.close();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
