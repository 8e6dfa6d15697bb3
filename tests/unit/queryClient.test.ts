/** The console's query cache answers react-admin's access checks at once and never leaves one pending (src/app/queryClient.ts). */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/app/queryClient';

const EDIT_CHECK = ['auth', 'canAccess', { resource: 'customer', action: 'edit' }];
const SIGNED_IN_CHECK = ['auth', 'checkAuth', {}];

/** A check that runs until it is cancelled, as react-admin's queries read their signal. */
const endless = ({ signal }: { signal: AbortSignal }) =>
  new Promise<boolean>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));

/** A page that starts the check and is left while it runs. */
const leftWhileRunning = async (client: QueryClient, queryKey: unknown[]) => {
  const stop = new QueryObserver(client, { queryKey, queryFn: endless }).subscribe(() => undefined);
  await new Promise(resolve => setTimeout(resolve, 0));
  stop();
  await new Promise(resolve => setTimeout(resolve, 0));
};

/** A render that builds the check (useQuery's first result) and is thrown away before it subscribes. */
const builtByDiscardedRender = (client: QueryClient, queryKey: unknown[]) =>
  new QueryObserver(client, { queryKey, queryFn: endless }).getOptimisticResult(client.defaultQueryOptions({ queryKey, queryFn: endless }));

const rule = ({ resource, action }: { resource: string; action: string }) => resource === 'customer' && action !== 'delete';

describe('react-admin access checks in the console cache', () => {
  it('in a plain cache, a check left while running or built by a discarded render stays "pending" (what Edit reads as still checking)', async () => {
    const plain = new QueryClient();
    await leftWhileRunning(plain, SIGNED_IN_CHECK);
    builtByDiscardedRender(plain, EDIT_CHECK);
    expect(plain.getQueryState(SIGNED_IN_CHECK)).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
    expect(plain.getQueryState(EDIT_CHECK)).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
  });

  it('a canAccess check is answered by the rule as it enters the cache, even from a discarded render', () => {
    const client = createQueryClient(rule);
    builtByDiscardedRender(client, EDIT_CHECK);
    builtByDiscardedRender(client, ['auth', 'canAccess', { resource: 'customer', action: 'delete', enabled: true }]);
    expect(client.getQueryState(EDIT_CHECK)).toMatchObject({ status: 'success', data: true });
    expect(client.getQueryData(['auth', 'canAccess', { resource: 'customer', action: 'delete', enabled: true }])).toBe(false);
  });

  it('a sign-in check left while it runs is dropped, so the next page asks again', async () => {
    const client = createQueryClient(rule);
    await leftWhileRunning(client, SIGNED_IN_CHECK);
    expect(client.getQueryState(SIGNED_IN_CHECK)).toBeUndefined();
  });

  it('a data query left the same way is kept, and so is a finished check', async () => {
    const client = createQueryClient(rule);
    const key = ['customer', 'getOne', { id: 1 }];
    await leftWhileRunning(client, key);
    expect(client.getQueryState(key)).toMatchObject({ status: 'pending' });
    await client.fetchQuery({ queryKey: SIGNED_IN_CHECK, queryFn: () => true });
    expect(client.getQueryState(SIGNED_IN_CHECK)).toMatchObject({ status: 'success', data: true });
  });
});
