/**
 * A query the API answered 404 ('nothing there': an unknown, draft or archived studio, a comparison
 * naming one) is an answer, not a failure (decision 011). The server renders the page from it, as the
 * browser does after its own attempt ('Studio Not Found', the comparison's missing studios), and
 * hands it to the browser in the page state, so that the browser's first render is the server's.
 * Any other failure is dropped before the server's last pass: the page shows its loading state and
 * the browser tries again.
 *
 * JSON keeps an error's own enumerable fields only (an Error's message is not one, and the class is
 * lost): the error travels as its fields and the browser makes it an ApiError again.
 */
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/lib/api-client';

export function isMissingAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

/** What the server keeps of a query once it has been tried: its data, or a missing answer. */
export function isKeptAnswer(query: Query): boolean {
  return (
    query.state.status === 'success' || (query.state.status === 'error' && isMissingAnswer(query.state.error))
  );
}

/**
 * Both sides, before rendering from the missing answers in `client`: each is the reader's attempt.
 * TanStack Query would otherwise render such a query as loading and ask again on mount (an error
 * without data is retried when a component mounts), so neither the server's page nor the browser's
 * first render would show it. A Retry, the reset after signing in, or the query's removal from the
 * cache asks again.
 */
export function keepMissingAnswers(client: QueryClient): void {
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'error' && isMissingAnswer(query.state.error)) {
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
}

interface PlainApiError {
  status: number;
  message: string;
  body: unknown;
}

/** Both places a query keeps its error: its state's error and the last fetch's failure. */
function mapErrors(state: DehydratedState, map: (error: Error | null) => Error | null): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error'
        ? {
            ...query,
            state: {
              ...query.state,
              error: map(query.state.error),
              fetchFailureReason: map(query.state.fetchFailureReason),
            },
          }
        : query,
    ),
  };
}

/** The server's side: each kept error as plain JSON. */
export function plainErrors(state: DehydratedState): DehydratedState {
  return mapErrors(state, (error) => {
    if (!isMissingAnswer(error)) return null;
    const plain: PlainApiError = { status: error.status, message: error.message, body: error.body };
    // Typed as the state's Error: it is JSON from here on, and revivedErrors reads it back.
    return plain as unknown as Error;
  });
}

/** The browser's side: each error the server sent, an ApiError again. */
export function revivedErrors(state: DehydratedState): DehydratedState {
  return mapErrors(state, (error) => {
    const plain = error as Partial<PlainApiError> | null;
    return typeof plain?.status === 'number'
      ? new ApiError(plain.status, String(plain.message ?? ''), plain.body ?? null)
      : error;
  });
}
