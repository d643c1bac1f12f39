import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/lib/api-client';
import { isKeptAnswer, keepMissingAnswers, plainErrors, revivedErrors } from './missing-answers';

/** A client with one missing answer and one server failure, as the server's renderer leaves it. */
async function serverClient(): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const missing = new ApiError(404, 'Studio not found.', { missing_ids: [99] });
  await client.prefetchQuery({ queryKey: ['studio', 99, 'detail'], queryFn: () => Promise.reject(missing) });
  await client.prefetchQuery({
    queryKey: ['studio', 98, 'detail'],
    queryFn: () => Promise.reject(new ApiError(500, 'Broken.', null)),
  });
  return client;
}

describe('missing answers (a 404 the server rendered, handed to the browser)', () => {
  it('travel through JSON and come back as ApiErrors; other failures do not travel', async () => {
    const server = await serverClient();
    const sent = JSON.parse(
      JSON.stringify(plainErrors(dehydrate(server, { shouldDehydrateQuery: isKeptAnswer }))),
    );
    expect(sent.queries).toHaveLength(1);
    const browser = new QueryClient();
    hydrate(browser, revivedErrors(sent));
    const error = browser.getQueryState(['studio', 99, 'detail'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Studio not found.', body: { missing_ids: [99] } });
    expect(browser.getQueryState(['studio', 98, 'detail'])).toBeUndefined();
  });

  it('are shown as they are on mount, not as loading with a second request', async () => {
    const client = await serverClient();
    let requests = 0;
    const queryFn = () => {
      requests += 1;
      return Promise.reject(new ApiError(404, 'again', null));
    };
    const options = { queryKey: ['studio', 99, 'detail'], queryFn };
    // As useQuery asks for its first result.
    const mounting = () => ({
      ...client.defaultQueryOptions(options),
      _optimisticResults: 'optimistic' as const,
    });
    const before = new QueryObserver(client, options).getOptimisticResult(mounting());
    expect(before.status).toBe('pending');

    keepMissingAnswers(client);
    const observer = new QueryObserver(client, options);
    const result = observer.getOptimisticResult(mounting());
    expect(result.status).toBe('error');
    expect(result.isFetching).toBe(false);
    const unsubscribe = observer.subscribe(() => {});
    unsubscribe();
    expect(requests).toBe(0);
    // A server failure is not kept: it is asked again on mount.
    expect(client.getQueryDefaults(['studio', 98, 'detail']).retryOnMount).toBeUndefined();
  });
});
