/** Small pieces the price guide list and show share: the layout link and the star rating. */
import { Rating } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { RecordLink } from '../../../common/RecordLink';
import { RATING_MAX, normalizeRating } from './priceGuideLogic';

/** The guide's layout, linked to its show page with the layout permission (plain text without). */
export const PriceGuideLayoutLink = ({ record }: { record: RaRecord }) => {
  const layout = record.layout as { id?: number; name?: string } | undefined;
  const id = layout?.id ?? record.layout_id;
  if (!id) return <span>-</span>;
  return (
    <RecordLink resource="layout" id={id} type="show">
      {layout?.name ?? `Layout ${id}`}
    </RecordLink>
  );
};

/** price_rating as read-only stars. */
export const RatingStars = ({ value }: { value: unknown }) => {
  const stars = normalizeRating(value);
  return stars ? (
    <Rating value={stars} max={RATING_MAX} readOnly size="small" aria-label={`${stars} of ${RATING_MAX} stars`} />
  ) : (
    <span aria-label="Not rated">-</span>
  );
};
