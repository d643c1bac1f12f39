/**
 * /admin/outbox (product.md §14): every message the directory wrote, newest first: recipient,
 * subject, date, whether SMTP sent it, and the plain-text body as text.
 */
import type { OutboxMessage } from '@domain/schemas/owner-schemas';
import { useQuery } from '@tanstack/react-query';
import { AdminListPage } from '@/shared/components/admin/admin-list-page';
import { QueryList } from '@/shared/components/admin/query-list';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { outboxQuery } from '../api/outbox';
import { useDateTime } from '../hooks/use-date-time';
import { ownerAdminMessages } from '../owner-admin-messages';

export function OutboxPage() {
  const t = useMessages(ownerAdminMessages);
  useDocumentTitle(t.outboxTitle);
  const query = useQuery(outboxQuery());
  return (
    <AdminListPage title={t.outboxTitle} intro={t.outboxIntro}>
      <QueryList
        query={query}
        texts={t}
        emptyText={t.noMail}
        countText={t.mailCount}
        renderItem={(message) => <MailItem message={message} />}
      />
    </AdminListPage>
  );
}

function MailItem({ message }: { message: OutboxMessage }) {
  const t = useMessages(ownerAdminMessages);
  const dateTime = useDateTime();
  const headingId = `mail-${message.id}-subject`;
  let delivery = t.mailKept;
  if (message.error) delivery = t.mailError({ error: message.error });
  else if (message.sent_at) delivery = t.mailSent({ date: dateTime(message.sent_at) });
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id={headingId} className="text-base font-semibold break-words">
        {message.subject}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t.mailTo}</dt>
        <dd className="min-w-0 break-words">{message.to}</dd>
        <dt className="text-muted">{t.mailDate}</dt>
        <dd>
          <time dateTime={message.created_at}>{dateTime(message.created_at)}</time>
        </dd>
      </dl>
      <p className={message.error ? 'text-sm text-bad' : 'text-sm text-muted'}>{delivery}</p>
      <pre className="max-h-80 overflow-auto rounded-md bg-surface-2 p-3 font-sans text-sm break-words whitespace-pre-wrap">
        {message.text}
      </pre>
    </article>
  );
}
