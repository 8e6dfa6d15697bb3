/** The query cache of one organization's console: react-admin's access checks answered at once, and never left "pending". */
import { QueryClient, type QueryCacheNotifyEvent } from '@tanstack/react-query';

/** What the user may do, known without a call (the membership's permissions: the auth provider's own rule). */
export type AccessRule = (params: { resource: string; action: string }) => boolean;

/**
 * react-admin's Edit, Show and Create read their access checks from the cache without watching
 * them (useIsAuthPending), and show "Loading" while one is pending: a check made by a render that
 * was thrown away, or cancelled when its page was left, stayed pending for good and the record
 * never showed. So a check is answered as it enters the cache, and a cancelled one is dropped.
 * Reasoning: docs/decisions.md "A record opened while its list still loads".
 */
const mendAccessChecks = (client: QueryClient, rule?: AccessRule) => (event: QueryCacheNotifyEvent) => {
  const { query } = event;
  if (query.queryKey[0] !== 'auth') return;
  const params = query.queryKey[2] as { resource?: unknown; action?: unknown } | undefined;
  if (rule && event.type === 'added' && query.queryKey[1] === 'canAccess' && query.state.data === undefined) {
    if (typeof params?.resource === 'string' && typeof params.action === 'string')
      client.setQueryData(query.queryKey, rule({ resource: params.resource, action: params.action }));
    return;
  }
  if (event.type !== 'updated' && event.type !== 'observerRemoved') return;
  const abandoned = () =>
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    query.state.data === undefined &&
    query.getObserversCount() === 0;
  // After the cache has told every listener of this change: not while it notifies.
  if (abandoned()) queueMicrotask(() => abandoned() && client.getQueryCache().remove(query));
};

/** Without a rule (an auth provider that must be asked), the checks go to the auth provider; a cancelled one is still dropped. */
export const createQueryClient = (rule?: AccessRule): QueryClient => {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: 10_000, retry: false, refetchOnWindowFocus: false } },
  });
  client.getQueryCache().subscribe(mendAccessChecks(client, rule));
  return client;
};
