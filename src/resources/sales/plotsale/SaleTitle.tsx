import { useRecordContext } from 'ra-core';
import { useT } from '../../../common/i18n';

/** The page title of a sale: 'Plot Sale: Plot {number}'. */
export const SaleTitle = () => {
  const t = useT();
  const r = useRecordContext();
  return (
    <span>
      {r ? t('Plot Sale: Plot %{number}', { number: String((r.plot as { number?: unknown } | null)?.number ?? r.id) }) : t('Plot Sale')}
    </span>
  );
};
