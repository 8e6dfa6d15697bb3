/** The records an activity feed page names by plain ids, read once for the page… */
// Reasoning: docs/decisions.md "Notes: src/features/activityFeed/usePlaceholderTexts.ts"
import { useContext } from 'react';
import { useQueries } from '@tanstack/react-query';
import { ListContext, useDataProvider, useRecordContext, useResourceDefinitions, type RaRecord } from 'ra-core';
import { canAccess } from '../../api/permissions';
import { OrgContext } from '../../common/OrgContext';
import { plainIdsByResource, representationOf, type RecordText } from './message';

export const usePlaceholderTexts = (source: string): RecordText => {
  const list = useContext(ListContext);
  const record = useRecordContext();
  const definitions = useResourceDefinitions();
  const membership = useContext(OrgContext)?.membership;
  const dataProvider = useDataProvider();
  const rows: RaRecord[] = list?.data ?? (record ? [record] : []);
  const wanted = Object.entries(plainIdsByResource(rows.map(row => ({ message: row[source], params: row.params })))).filter(
    ([resource]) => definitions[resource] && canAccess(membership, { resource, action: 'list' }),
  );
  const texts = useQueries({
    queries: wanted.map(([resource, ids]) => ({
      queryKey: ['activityFeed', 'placeholders', resource, ids],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataProvider.getMany(resource, { ids, signal }).then(
          ({ data }) => new Map(data.map(r => [String(r.id), representationOf(definitions[resource]?.recordRepresentation, r)])),
          // A label, not a page: a failed read shows `#id` (no retry, no notice).
          () => new Map<string, string | undefined>(),
        ),
    })),
  });
  return (resource, id) => texts[wanted.findIndex(([r]) => r === resource)]?.data?.get(String(id));
};
