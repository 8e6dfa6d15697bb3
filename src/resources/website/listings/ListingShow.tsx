/** A listing's page: Summary, Attributes and Facilities, Building or Land by property type, Sale or Rent by listing type… */
// Reasoning: docs/decisions.md "Notes: src/resources/website/listings/ListingShow.tsx"
import { Suspense, lazy, type ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { TabbedShowLayout, useDataProvider, useGetList, useRecordContext, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { useAllowed } from '../../../common/access';
import { ConfirmedCallButton } from '../../../common/ConfirmedCallButton';
import { MESSAGES } from '../../../common/messages';
import { SchemaShow, ShowFields } from '../../../common/schema/views';
import { RecordRef } from '../../../common/RecordLink';
import { isShownImage } from '../../../common/urls';
import { GEO_MESSAGES, mapsApiKey } from '../../../features/geoMap/geoLogic';
import { BUILDING_FIELDS, LISTING_MAP, LISTING_TEXTS, descriptionPreview, hasBuildingDetails, listingTabs } from './listingLogic';
import { listing } from './schema';
import { useT } from '../../../common/i18n';

const GoogleListingMap = lazy(() => import('./GoogleListingMap'));

const LAND = ['area_sqmeter', 'area_unit_type', 'area_unit_value'];
const SALE = ['price', 'negotiabledetail'];
const RENT = ['advance', 'aggrement_duration', 'duration_cycle', 'duration_type', 'duration_type_other', 'price'];
const SUMMARY = [
  'name',
  'intro',
  'address',
  'city',
  'district',
  'status',
  'listing_type',
  'property_type',
  'listing_property_type_id',
  'active_from',
  'active_till',
  'verified_list',
  'featured_list',
];

const Labelled = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    {children}
  </Box>
);

const imageUrl = (value: unknown): string | undefined => {
  const url = typeof value === 'string' ? value : (value as { url?: unknown } | null | undefined)?.url;
  return isShownImage(url) ? url : undefined;
};

const Summary = () => {
  const t = useT();
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  const image = imageUrl(record.image);
  const description = String(record.description ?? '');
  return (
    <Stack spacing={2}>
      {image ? (
        <Box
          component="img"
          src={image}
          alt={record.name != null ? String(record.name) : t('Listing image')}
          sx={{ maxWidth: 360, maxHeight: 240, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Box
          sx={{
            width: 240,
            height: 140,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          <Typography color="text.secondary">{t(LISTING_TEXTS.noImage)}</Typography>
        </Box>
      )}
      <Labelled label={t('Description')}>
        <Typography data-testid="listing-description" title={description} sx={{ whiteSpace: 'pre-line' }}>
          {descriptionPreview(description) || '-'}
        </Typography>
      </Labelled>
      <Labelled label={t('User')}>
        <RecordRef resource="customer" source="user" />
      </Labelled>
      <ShowFields schema={listing} sources={SUMMARY} />
    </Stack>
  );
};

const Rows = ({
  resource,
  columns,
  empty,
}: {
  resource: 'listingattribute' | 'listingfacility';
  columns: Array<[string, (r: RaRecord) => string]>;
  empty: string;
}) => {
  const t = useT();
  const record = useRecordContext<RaRecord>();
  const { data, isPending, error } = useGetList(
    resource,
    { filter: { listing_id: record?.id }, pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: !!record },
  );
  if (isPending) return <CircularProgress size={24} aria-label={t('Loading')} />;
  if (error) return <Alert severity="warning">{error instanceof Error ? error.message : t('Unable to process request')}</Alert>;
  if (!data?.length) return <Typography color="text.secondary">{t(empty)}</Typography>;
  return (
    <Table size="small" aria-label={resource === 'listingattribute' ? t('Attributes') : t('Facilities')}>
      <TableHead>
        <TableRow>
          {columns.map(([label]) => (
            <TableCell key={label}>{t(label)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map(row => (
          <TableRow key={String(row.id)}>
            {columns.map(([label, text]) => (
              <TableCell key={label}>{text(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The Building tab: the details, or 'No items found' once deleted; their delete only with listingbuilding.delete. */
const Building = () => {
  const record = useRecordContext<RaRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canDelete = useAllowed('listingbuilding', 'delete');
  const t = useT();
  if (!record) return null;
  if (!hasBuildingDetails(record)) return <Typography color="text.secondary">{t(MESSAGES.noItems)}</Typography>;
  return (
    <Stack spacing={2} alignItems="flex-start">
      <ShowFields schema={listing} sources={[...BUILDING_FIELDS]} />
      {canDelete && (
        <ConfirmedCallButton
          label={LISTING_TEXTS.buildingDelete}
          icon={<DeleteIcon />}
          title={MESSAGES.deleteTitle}
          content={MESSAGES.deleteContent}
          call={() => dataProvider.deleteListingBuilding(record.id)}
          done={LISTING_TEXTS.buildingDeleted}
        />
      )}
    </Stack>
  );
};

const nameOf = (value: unknown) => String((value as { name?: unknown } | null | undefined)?.name ?? '-');
const valuesOf = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : String(value ?? '-'));

const number = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : Number(v));

const MapTab = () => {
  const t = useT();
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  const address = [record.address, record.city, record.district].map(v => String(v ?? '').trim()).filter(Boolean);
  if (!String(record.address ?? '').trim()) return <Typography role="status">{t(LISTING_TEXTS.noAddress)}</Typography>;
  const lat = number(record.latitude);
  const lng = number(record.longitude);
  const apiKey = mapsApiKey();
  const text = address.join(', ');
  if (!apiKey || lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return (
      <Stack spacing={1} data-testid="listing-map-fallback">
        <Alert severity="info" sx={{ maxWidth: 720 }}>
          {t(GEO_MESSAGES.noKey)}
        </Alert>
        <Typography>{text}</Typography>
        <Typography>{t('Latitude: %{lat}, Longitude: %{lng}', { lat: String(lat ?? '-'), lng: String(lng ?? '-') })}</Typography>
      </Stack>
    );
  }
  return (
    <Suspense fallback={<CircularProgress aria-label={t('Loading the map')} />}>
      <GoogleListingMap apiKey={apiKey} position={{ lat, lng }} title={text} zoom={LISTING_MAP.zoom} height={LISTING_MAP.height} />
    </Suspense>
  );
};

const ListingTabs = () => {
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  const tabs = listingTabs(record);
  return (
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="Summary">
        <Summary />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Attributes" path="attributes">
        <Rows
          resource="listingattribute"
          empty="No items found"
          columns={[
            ['Attribute', r => nameOf(r.attributetype)],
            ['Option Type', r => String(r.option_type ?? '-')],
            ['Values', r => valuesOf(r.values)],
          ]}
        />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Facilities" path="facilities">
        <Rows resource="listingfacility" empty="No items found" columns={[['Facility', r => nameOf(r.facilitytype)]]} />
      </TabbedShowLayout.Tab>
      {tabs.building && (
        <TabbedShowLayout.Tab label="Building" path="building">
          <Building />
        </TabbedShowLayout.Tab>
      )}
      {tabs.land && (
        <TabbedShowLayout.Tab label="Land" path="land">
          <ShowFields schema={listing} sources={LAND} />
        </TabbedShowLayout.Tab>
      )}
      {tabs.sale && (
        <TabbedShowLayout.Tab label="Sale" path="sale">
          <ShowFields schema={listing} sources={SALE} />
        </TabbedShowLayout.Tab>
      )}
      {tabs.rent && (
        <TabbedShowLayout.Tab label="Rent" path="rent">
          <ShowFields schema={listing} sources={RENT} />
        </TabbedShowLayout.Tab>
      )}
      <TabbedShowLayout.Tab label="Google Map" path="googlemap">
        <MapTab />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  );
};

const ListingShow = () => (
  <SchemaShow schema={listing}>
    <ListingTabs />
  </SchemaShow>
);

export default ListingShow;
