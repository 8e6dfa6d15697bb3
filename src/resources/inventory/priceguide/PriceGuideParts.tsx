/** Small pieces the price guide list and show share: the layout link and the star rating. */
import { Rating } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { RecordLink } from '../../../common/RecordLink';
import { RATING_MAX, normalizeRating } from './priceGuideLogic';
import { useT } from '../../../common/i18n';

/** A fixed text (a stored code's label, say) in the chosen language. */
export const Say = ({ text }: { text: string }) => {
  const t = useT();
  return <>{t(text)}</>;
};

/** The guide's layout, linked to its show page with the layout permission (plain text without). */
export const PriceGuideLayoutLink = ({ record }: { record: RaRecord }) => {
  const layout = record.layout as { id?: number; name?: string } | undefined;
  const id = layout?.id ?? record.layout_id;
  const t = useT();
  if (!id) return <span>-</span>;
  return (
    <RecordLink resource="layout" id={id} type="show">
      {layout?.name ?? t('Layout %{name}', { name: String(id) })}
    </RecordLink>
  );
};

/** price_rating as read-only stars. */
export const RatingStars = ({ value }: { value: unknown }) => {
  const stars = normalizeRating(value);
  const t = useT();
  return stars ? (
    <Rating value={stars} max={RATING_MAX} readOnly size="small" aria-label={t('%{stars} of %{max} stars', { stars, max: RATING_MAX })} />
  ) : (
    <span aria-label={t('Not rated')}>-</span>
  );
};
