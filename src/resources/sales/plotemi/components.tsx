/** A cell the plotemi list and show share. */
import type { RaRecord } from 'ra-core';
import { useRecordContext } from 'ra-core';
import { RecordLink } from '../../../common/RecordLink';

/** plot_book_id linked to the booking's show page (plotbook.view), plot_sale_id to the sale's (plotsale.view). */
export const SourceLink = ({ record: given, source }: { record?: RaRecord; source: 'plot_book_id' | 'plot_sale_id' }) => {
  const record = useRecordContext({ record: given });
  const id = record?.[source];
  if (id === null || id === undefined || id === '') return <span>-</span>;
  return (
    <RecordLink resource={source === 'plot_book_id' ? 'plotbook' : 'plotsale'} id={id}>
      {String(id)}
    </RecordLink>
  );
};
