/** The layout page (spec 1 §2 "Layouts"): tabs Summary, App Content (/show/appcontent), Map (/show/map) and GMap (/show/gmap). */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/layout/LayoutShow.tsx"
import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { Labeled, NumberField, ReferenceField, Show, TextField, TopToolbar, useRecordContext, useRefresh } from 'react-admin';
import { LayoutPlotMap, usePlotsAhead } from '../../../features/plotMap';
import { GeoPolygonEditor } from '../../../features/geoMap';
import type { RaRecord } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { useOrg } from '../../../common/OrgContext';
import { GatedButton } from '../../../common/GatedButton';
import { ExternalLink, isShownImage } from '../../../common/schema/media';
import { EditLayoutButton, LayoutQrCode, PlotCount, PlotStatusChips } from '../../../features/layouts/LayoutParts';
import {
  APP_FEATURES,
  attributeDisplay,
  canEditLayoutOrder,
  enabledFeatures,
  LAYOUT_LISTS,
  projectLayoutsPath,
  type LayoutAttribute,
  type LayoutListName,
} from './layoutLogic';
import type { AppImage, Brochure } from './LayoutMedia';
import { useT } from '../../../common/i18n';
import { ShowTabs } from '../../../common/display';

const Heading = ({ children }: { children: ReactNode }) => {
  const t = useT();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
      {typeof children === 'string' ? t(children) : children}
    </Typography>
  );
};

const Empty = () => <Typography color="text.secondary">-</Typography>;

const LayoutActions = () => {
  const record = useRecordContext();
  return (
    <TopToolbar>
      {record?.project_id ? (
        <GatedButton
          resource="project"
          action="show"
          to={projectLayoutsPath(record.project_id as number)}
          label="Back to project"
          icon={<ArrowBackIcon />}
        />
      ) : null}
      <EditLayoutButton />
    </TopToolbar>
  );
};

const Attributes = () => {
  const record = useRecordContext();
  const attributes = (Array.isArray(record?.allattributes) ? record.allattributes : []) as LayoutAttribute[];
  if (attributes.length === 0) return <Empty />;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}>
      {attributes.map(a => (
        <Box key={String(a.id)} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {a.name}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {attributeDisplay(a)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

const YesNo = ({ source, label }: { source: string; label: string }) => {
  const record = useRecordContext();
  const t = useT();
  return (
    <Labeled label={label}>
      <Typography>{[true, 1, '1'].includes(record?.[source]) ? t('Yes') : t('No')}</Typography>
    </Labeled>
  );
};

const Picture = ({ source, label }: { source: string; label: string }) => {
  const record = useRecordContext();
  const t = useT();
  const src = record?.[source];
  return (
    <Labeled label={label}>
      {typeof src === 'string' && src ? (
        <Box
          component="img"
          src={src}
          alt={t('%{label} of %{name}', { label: t(label), name: String(record?.name ?? '') })}
          sx={{ maxWidth: 480, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : (
        <Empty />
      )}
    </Labeled>
  );
};

const Summary = () => {
  const { orgid } = useOrg();
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <Labeled>
        <TextField source="name" label="Name" />
      </Labeled>
      <Labeled label="Project">
        <ReferenceField source="project_id" reference="project" link="show">
          <TextField source="name" />
        </ReferenceField>
      </Labeled>
      <Labeled>
        <TextField source="location" label="Location" emptyText="-" />
      </Labeled>
      {canEditLayoutOrder(orgid) && (
        <Labeled>
          <NumberField source="order" label="Order" emptyText="-" />
        </Labeled>
      )}
      <Labeled>
        <TextField source="site_visibility" label="Site visibility" emptyText="-" />
      </Labeled>
      <Labeled>
        <TextField source="price_range" label="Price range" emptyText="-" />
      </Labeled>
      <Labeled label="Plots">
        <PlotCount />
      </Labeled>
      <Labeled label="Plot status">
        <PlotStatusChips />
      </Labeled>
      <Labeled label="QR code">
        <LayoutQrCode size={96} />
      </Labeled>
      <YesNo source="resale_permission" label="Resale permission" />
      <Picture source="imageurl" label="Layout image" />
      <Labeled>
        <TextField source="meta_title" label="Meta title" emptyText="-" />
      </Labeled>
      <Labeled>
        <TextField source="meta_description" label="Meta description" emptyText="-" />
      </Labeled>
      <Labeled>
        <TextField source="meta_keywords" label="Meta keywords" emptyText="-" />
      </Labeled>
      <Heading>Attributes</Heading>
      <Attributes />
    </Stack>
  );
};

const LIST_TITLES: Record<LayoutListName, string> = {
  appinfo: 'App Info',
  faq: 'FAQ',
  why_choose: 'Why Choose',
  video_params: 'Videos',
  nearby_location: 'Nearby Locations',
};

const ListBlock = ({ name }: { name: LayoutListName }) => {
  const record = useRecordContext();
  const rows = (Array.isArray(record?.[name]) ? record[name] : []) as Record<string, string>[];
  return (
    <Box component="section">
      <Heading>{LIST_TITLES[name]}</Heading>
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <Box component="ul" sx={{ pl: 2, my: 0 }}>
          {rows.map((row, i) => (
            <li key={i}>
              {name === 'video_params' ? (
                <>
                  {row.title}{' '}
                  <Link
                    href={`https://www.youtube.com/watch?v=${encodeURIComponent(row.key ?? '')}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {row.key}
                  </Link>
                </>
              ) : name === 'nearby_location' ? (
                `${row.name} — ${row.distance}${row.location ? ` (${row.location})` : ''}`
              ) : (
                <>
                  <strong>{row.title}</strong>
                  {LAYOUT_LISTS[name].includes('content' as never) && row.content ? <div>{row.content}</div> : null}
                </>
              )}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
};

const Features = () => {
  const record = useRecordContext();
  const on = enabledFeatures(record?.appfeatures);
  const t = useT();
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" aria-label={t('App features')}>
      {APP_FEATURES.map(f => (
        <Chip
          key={f.key}
          label={t(f.label)}
          color={on.includes(f.label) ? 'success' : 'default'}
          variant={on.includes(f.label) ? 'filled' : 'outlined'}
        />
      ))}
    </Stack>
  );
};

const Gallery = () => {
  const record = useRecordContext();
  const t = useT();
  const images = ((Array.isArray(record?.appimages) ? record.appimages : []) as AppImage[])
    .slice()
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
  if (images.length === 0) return <Empty />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
      {images.map((image, i) => (
        <Box component="figure" key={image.key} sx={{ m: 0 }}>
          {image.type === 'video' ? (
            <ExternalLink href={image.url}>{t('Video %{number}', { number: i + 1 })}</ExternalLink>
          ) : isShownImage(image.url) ? (
            <Box
              component="img"
              src={image.url}
              alt={image.title || t('App image %{number}', { number: i + 1 })}
              sx={{ width: '100%', borderRadius: 1 }}
            />
          ) : null}
          <Typography component="figcaption" variant="body2">
            <strong>{image.title || t('Untitled')}</strong>
            {image.description ? ` — ${image.description}` : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

const Brochures = () => {
  const record = useRecordContext();
  const brochures = (Array.isArray(record?.brochures) ? record.brochures : []) as Brochure[];
  if (brochures.length === 0) return <Empty />;
  return (
    <Box component="ul" sx={{ pl: 2, my: 0 }}>
      {brochures.map(b => (
        <li key={b.key}>
          <ExternalLink href={b.url}>{b.name || b.key}</ExternalLink>
        </li>
      ))}
    </Box>
  );
};

const AppContent = () => (
  <Stack spacing={1} alignItems="stretch">
    <Labeled>
      <TextField source="appintro" label="App intro" emptyText="-" />
    </Labeled>
    <Heading>App features</Heading>
    <Features />
    <ListBlock name="appinfo" />
    <ListBlock name="faq" />
    <ListBlock name="why_choose" />
    <ListBlock name="video_params" />
    <ListBlock name="nearby_location" />
    <Heading>App images</Heading>
    <Gallery />
    <Heading>Brochures</Heading>
    <Brochures />
  </Stack>
);

const LayoutMapTab = () => {
  const record = useRecordContext<RaRecord>();
  return record ? <LayoutPlotMap layoutId={record.id} /> : null;
};

const LayoutGeoTab = () => {
  const record = useRecordContext<RaRecord>();
  const refresh = useRefresh();
  return record ? <GeoPolygonEditor geo={record.geo} saveLink="layout" itemId={record.id} onSaved={refresh} /> : null;
};

const LayoutTitle = () => {
  const record = useRecordContext<RaRecord>();
  const t = useT();
  return <span>{t('Layout %{name}', { name: record ? String(record.name ?? '') : '' })}</span>;
};

/** The map's plots are asked for while the page is idle on another tab: the Map tab then draws at once. */
const PlotsAhead = () => {
  const record = useRecordContext<RaRecord>();
  const onMapTab = /\/show\/map\/?$/.test(useLocation().pathname);
  usePlotsAhead(record?.id, onMapTab);
  return null;
};

const LayoutShow = () => (
  <Show actions={<LayoutActions />} title={<LayoutTitle />}>
    <PlotsAhead />
    <ShowTabs
      tabs={[
        { label: 'Summary', content: <Summary /> },
        { label: 'App Content', path: 'appcontent', content: <AppContent /> },
        { label: 'Map', path: 'map', content: <LayoutMapTab /> },
        { label: 'GMap', path: 'gmap', content: <LayoutGeoTab /> },
      ]}
    />
  </Show>
);

export default LayoutShow;
