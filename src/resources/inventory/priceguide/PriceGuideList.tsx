/** The price guide list: 20 per page, created_at descending, filters Search and Layout; rows open the show page… */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/priceguide/PriceGuideList.tsx"
import { DataTable, EditButton, TextInput, type RaRecord } from 'react-admin';
import { ResourceList } from '../../../common/ResourceList';
import { LookupInput } from '../../../common/lookups';
import { PriceGuideLayoutLink, RatingStars, Say } from './PriceGuideParts';
import { PRICE_GUIDE_PER_PAGE } from './priceGuideLogic';
import { formatPrice } from '../../../common/format';
import { DayField } from '../../../common/DayField';

export const priceGuideFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <LookupInput key="layout_id" source="layout_id" reference="layout/filter" label="Layout" sx={{ minWidth: 260 }} />,
];

export const PriceGuideList = () => (
  <ResourceList
    perPage={PRICE_GUIDE_PER_PAGE}
    filters={priceGuideFilters}
    rowClick="show"
    primaryText={(r: RaRecord) => r.name}
    secondaryText={(r: RaRecord) => `${formatPrice(r.price)} · ${(r.layout as { name?: string } | undefined)?.name ?? ''}`}
  >
    <DataTable.Col source="name" label="Name" />
    <DataTable.Col label="Layout" disableSort render={(r: RaRecord) => <PriceGuideLayoutLink record={r} />} />
    <DataTable.Col source="price" label="Price" render={(r: RaRecord) => formatPrice(r.price)} />
    <DataTable.Col source="new_price" label="New price" render={(r: RaRecord) => formatPrice(r.new_price)} />
    <DataTable.Col source="min_price" label="Min price" render={(r: RaRecord) => formatPrice(r.min_price)} />
    <DataTable.Col source="price_rating" label="Rating" render={(r: RaRecord) => <RatingStars value={r.price_rating} />} />
    <DataTable.Col
      source="visibility"
      label="Visibility"
      render={(r: RaRecord) => (r.visibility ? <Say text={String(r.visibility)} /> : '')}
    />
    <DataTable.Col source="plots_count" label="Plots" disableSort />
    <DataTable.Col source="created_at" label="Date">
      <DayField source="created_at" />
    </DataTable.Col>
    <DataTable.Col label="" disableSort render={() => <EditButton />} />
  </ResourceList>
);

export default PriceGuideList;
