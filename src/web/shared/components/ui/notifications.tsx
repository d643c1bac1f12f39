/**
 * Notifications instead of blocking alert() boxes: an ARIA live region that announces each message
 * and keeps it on screen until it is read. Errors stay until dismissed; other messages leave after
 * a while, but never while the pointer or focus is on them.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cn } from '@/shared/lib/cn';

export type NotificationKind = 'success' | 'error' | 'info';

/** A link shown with the message (an ordinary page load: the list lives outside the router). */
export interface NotificationAction {
  label: string;
  href: string;
}

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
  action?: NotificationAction;
}

interface NotificationsValue {
  notify(kind: NotificationKind, message: string, action?: NotificationAction): void;
  dismiss(id: number): void;
  notifications: readonly Notification[];
}

const NotificationsContext = createContext<NotificationsValue | null>(null);
const AUTO_DISMISS_MS = 8000;
const MAX_SHOWN = 4;

export function NotificationsProvider({
  children,
  dismissLabel,
  regionLabel,
}: {
  children: ReactNode;
  dismissLabel: string;
  regionLabel: string;
}) {
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setNotifications((list) => list.filter((n) => n.id !== id)),
    [],
  );
  const notify = useCallback((kind: NotificationKind, message: string, action?: NotificationAction) => {
    const id = nextId.current++;
    setNotifications((list) => [...list, { id, kind, message, action }].slice(-MAX_SHOWN));
  }, []);

  const value = useMemo(() => ({ notify, dismiss, notifications }), [notify, dismiss, notifications]);
  return (
    <NotificationsContext.Provider value={value}>
      {children}
      {/* Empty, it takes no room (empty:p-0): a padded box fixed at the bottom would cover what is
          under it, such as a card's link (Lighthouse's target-size). It stays a live region. */}
      <section
        aria-label={regionLabel}
        aria-live="polite"
        className="pointer-events-none fixed right-0 bottom-0 left-0 z-[60] flex flex-col items-center gap-2 p-3 empty:p-0 sm:right-4 sm:bottom-4 sm:left-auto sm:items-end"
      >
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} onDismiss={dismiss} dismissLabel={dismissLabel} />
        ))}
      </section>
    </NotificationsContext.Provider>
  );
}

function NotificationItem({
  notification,
  onDismiss,
  dismissLabel,
}: {
  notification: Notification;
  onDismiss(id: number): void;
  dismissLabel: string;
}) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (notification.kind === 'error' || held) return;
    const timer = setTimeout(() => onDismiss(notification.id), AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [notification, held, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the auto-dismiss; focus does the same for keyboards.
    <div
      role={notification.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={cn(
        'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-[var(--radius-control)] border px-4 py-3 text-sm shadow-[var(--shadow-pop)]',
        notification.kind === 'error' && 'border-bad/40 bg-bad-soft text-bad',
        notification.kind === 'success' && 'border-good/40 bg-good-soft text-good',
        notification.kind === 'info' && 'border-line bg-surface text-ink',
      )}
      style={{ animation: 'vp-fade-in 160ms ease-out' }}
    >
      <p className="min-w-0 flex-1 break-words whitespace-pre-line">
        {notification.message}
        {notification.action ? (
          <>
            {' '}
            <a href={notification.action.href} className="font-semibold underline underline-offset-2">
              {notification.action.label}
            </a>
          </>
        ) : null}
      </p>
      <button
        type="button"
        onClick={() => onDismiss(notification.id)}
        aria-label={dismissLabel}
        className="-my-1 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md hover:bg-black/10"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function useNotify(): NotificationsValue['notify'] {
  const context = useContext(NotificationsContext);
  if (!context) throw new Error('useNotify needs a NotificationsProvider');
  return context.notify;
}
