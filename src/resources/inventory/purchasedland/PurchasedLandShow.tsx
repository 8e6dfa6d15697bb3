/** A purchased land's page (spec 3 §2): Summary, Folder/Files and GMap. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/purchasedland/PurchasedLandShow.tsx"
import { TabbedShowLayout } from 'react-admin';
import { Box } from '@mui/material';
import { useRecordContext, useRefresh, type RaRecord } from 'ra-core';
import { SchemaShow, ShowFields } from '../../../common/schema/views';
import { DocumentsTab } from '../../../features/documents/tabs';
import { GeoPolygonEditor } from '../../../features/geoMap';
import PurchasedLandLinks from './PurchasedLandLinks';
import { purchasedland } from './schema';

const SUMMARY = ['location', 'measurement', 'latitude', 'longitude', 'description'];

const GeoTab = () => {
  const record = useRecordContext<RaRecord>();
  const refresh = useRefresh();
  return record ? <GeoPolygonEditor geo={record.geo} saveLink="purchasedland" itemId={record.id} onSaved={refresh} /> : null;
};

const PurchasedLandShow = () => (
  <SchemaShow schema={purchasedland}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="Summary">
        <ShowFields schema={purchasedland} sources={SUMMARY} />
        <Box>
          <PurchasedLandLinks />
        </Box>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Folder/Files" path="document">
        <DocumentsTab type="purchasedland" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="GMap" path="gmap">
        <GeoTab />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </SchemaShow>
);

export default PurchasedLandShow;
