import { useRecordContext } from 'ra-core';

/** The page title of a sale: 'Plot Sale: Plot {number}'. */
export const SaleTitle = () => {
  const r = useRecordContext();
  return <span>{r ? `Plot Sale: Plot ${(r.plot as { number?: unknown } | null)?.number ?? r.id}` : 'Plot Sale'}</span>;
};
