/** The price guide page (spec 3 §2): tabs Summary (/show, G7) and Map. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/priceguide/PriceGuideShow.tsx"
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { DeleteButton, EditButton, Show, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';
import { PriceGuideMap } from '../../../features/plotMap';
import { MESSAGES } from '../../../common/messages';
import { PriceGuideLayoutLink, RatingStars } from './PriceGuideParts';
import { formatPrice } from '../../../common/format';
import { useT } from '../../../common/i18n';
import { ShowTabs } from '../../../common/display';

const Detail = ({ label, children }: { label: string; children: ReactNode }) => {
  const t = useT();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {t(label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', maxWidth: 520 }}>
        {children === null || children === undefined || children === '' ? '-' : children}
      </Typography>
    </Box>
  );
};

const Actions = () => (
  <TopToolbar>
    <EditButton />
    <DeleteButton mutationMode="pessimistic" confirmTitle={MESSAGES.deleteTitle} confirmContent={MESSAGES.deleteContent} />
  </TopToolbar>
);

/** A big layout's guide has hundreds of plots: the summary names the first ones, the Map tab shows all. */
const PLOTS_SHOWN = 60;

interface GuideAttribute {
  name: string;
  value: string;
}

const Summary = () => {
  const r = useRecordContext<RaRecord>();
  const t = useT();
  if (!r) return null;
  const project = r.project as { name?: string } | undefined;
  const attributes = (Array.isArray(r.priceguideattributes) ? r.priceguideattributes : []) as GuideAttribute[];
  const plots = (Array.isArray(r.plots) ? r.plots : []) as Array<{ id: number; number: string }>;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ py: 1 }}>
      <Stack spacing={1.5}>
        <Detail label="Name">{r.name}</Detail>
        <Detail label="Layout">
          <PriceGuideLayoutLink record={r} />
        </Detail>
        <Detail label="Project">{project?.name}</Detail>
        <Detail label="Price">{formatPrice(r.price)}</Detail>
        <Detail label="New price">{formatPrice(r.new_price)}</Detail>
        <Detail label="Min price">{formatPrice(r.min_price)}</Detail>
        <Detail label="Price rating">
          <RatingStars value={r.price_rating} />
        </Detail>
      </Stack>
      <Stack spacing={1.5}>
        <Detail label="Visibility">{r.visibility ? t(String(r.visibility)) : r.visibility}</Detail>
        <Detail label={r.visibility === 'Customer' ? 'Customer attributes' : 'Customer group attributes'}>
          {attributes.length ? attributes.map(a => `${a.name}: ${a.value}`).join('\n') : null}
        </Detail>
        <Detail label="Notes">{r.notes}</Detail>
        <Detail label={t('Plots (%{count})', { count: plots.length })}>
          {plots.length
            ? plots
                .slice(0, PLOTS_SHOWN)
                .map(p => p.number)
                .join(', ') + (plots.length > PLOTS_SHOWN ? t(' and %{count} more (Map tab)', { count: plots.length - PLOTS_SHOWN }) : '')
            : null}
        </Detail>
      </Stack>
    </Stack>
  );
};

const MapTab = () => {
  const r = useRecordContext<RaRecord>();
  return r ? <PriceGuideMap priceGuideId={r.id} /> : null;
};

const Title = () => {
  const r = useRecordContext<RaRecord>();
  const t = useT();
  return <span>{r ? t('Price Guide %{name}', { name: String(r.name ?? '') }) : t('Price Guide')}</span>;
};

const PriceGuideShow = () => (
  <Show actions={<Actions />} title={<Title />}>
    <ShowTabs
      tabs={[
        { label: 'Summary', content: <Summary /> },
        { label: 'Map', path: 'map', content: <MapTab /> },
      ]}
    />
  </Show>
);

export default PriceGuideShow;
