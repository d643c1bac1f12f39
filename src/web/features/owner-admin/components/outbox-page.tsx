/**
 * /admin/outbox (product.md §14): every message the directory wrote, newest first: recipient,
 * subject, date, whether SMTP sent it, and the plain-text body as text.
 */
import type { OutboxMessage } from '@domain/schemas/owner-schemas';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { outboxQuery } from '../api/outbox';
import { useDateTime } from '../hooks/use-date-time';
import { ownerAdminMessages } from '../owner-admin-messages';

export function OutboxPage() {
  const t = useMessages(ownerAdminMessages);
  useDocumentTitle(t.outboxTitle);
  const query = useQuery(outboxQuery());
  let body: ReactNode;
  if (query.isPending) body = <Spinner label={t.loading} showLabel className="py-6" />;
  else if (query.isError)
    body = (
      <StatePanel
        title={t.loadFailed({ message: query.error.message })}
        tone="error"
        role="alert"
        action={<Button onClick={() => void query.refetch()}>{t.retry}</Button>}
      />
    );
  else if (query.data.length === 0) body = <p className="text-muted">{t.noMail}</p>;
  else
    body = (
      <>
        <p className="text-sm text-muted">{t.mailCount({ count: query.data.length })}</p>
        <ul className="flex flex-col gap-4">
          {query.data.map((message) => (
            <li key={message.id}>
              <MailItem message={message} />
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t.outboxTitle}</h1>
        <p className="text-sm text-muted">{t.outboxIntro}</p>
      </div>
      {body}
    </div>
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
