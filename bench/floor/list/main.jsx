/**
 * The floor's list page: the console's plot list written as plain react-admin, the same rows
 * and the same columns (the row checkbox, Number, Project, Layout, Customer, Date, Notes, Status,
 * Files, Map, Corner and Edit: the 12 cells of a console row; the issue counts 13) with
 * DataTable, TextField, ReferenceField, DateField, statuses as text, show and edit — what a
 * react-admin developer gets by default, over
 * ra-data-simple-rest (the package itself) and the same demo data (./api). `npm run bench`
 * opens its start page, then the list, as it opens the console's dashboard, then its plot list,
 * and prints the ratio of the two times (docs/performance.md).
 *
 * The only additions are for the bench to read: the data provider counts the calls in flight
 * (window.__floorPending) and how many reference links the rows it answered will show
 * (window.__floorExpectedLinks), so "drawn" means every reference resolved.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Card, CardContent, Typography } from '@mui/material';
import {
  Admin,
  BooleanField,
  DataTable,
  DateField,
  EditButton,
  EditGuesser,
  FunctionField,
  Link,
  List,
  ReferenceField,
  Resource,
  SearchInput,
  ShowGuesser,
  TextField,
  Title,
} from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { API, startFloorApi } from './api';

const counted = provider => {
  window.__floorPending = 0;
  const wrap = (name, fn) => async (resource, params) => {
    window.__floorPending += 1;
    try {
      const result = await fn(resource, params);
      if (name === 'getList' && resource === 'plot') {
        const rows = result.data;
        window.__floorExpectedLinks = rows.filter(r => r.lid != null).length * 2 + rows.filter(r => r.customer_id != null).length;
      }
      return result;
    } finally {
      window.__floorPending -= 1;
    }
  };
  return Object.fromEntries(Object.entries(provider).map(([name, fn]) => [name, wrap(name, fn)]));
};

const dataProvider = counted(simpleRestProvider(API));

/** Where the bench starts from, as the console's dashboard. */
const Home = () => (
  <Card>
    <Title title="Floor" />
    <CardContent>
      <Typography variant="h5" component="h1">
        Home
      </Typography>
    </CardContent>
  </Card>
);

const plotFilters = [<SearchInput key="q" source="q" alwaysOn />];

const PlotList = () => (
  <List perPage={25} sort={{ field: 'created_at', order: 'DESC' }} filters={plotFilters}>
    <DataTable rowClick="show">
      <DataTable.Col source="number" label="Number">
        <TextField source="number" />
      </DataTable.Col>
      <DataTable.Col label="Project" disableSort>
        <ReferenceField source="lid" reference="layout" link={false}>
          <ReferenceField source="project_id" reference="project" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col label="Layout" disableSort>
        <ReferenceField source="lid" reference="layout" />
      </DataTable.Col>
      <DataTable.Col label="Customer" disableSort>
        <ReferenceField source="customer_id" reference="customer" />
      </DataTable.Col>
      <DataTable.Col source="created_at" label="Date">
        <DateField source="created_at" />
      </DataTable.Col>
      <DataTable.Col source="notes" label="Notes" disableSort>
        <TextField source="notes" />
      </DataTable.Col>
      <DataTable.Col source="status" label="Status">
        <TextField source="status" />
      </DataTable.Col>
      <DataTable.Col label="Files" disableSort>
        <FunctionField render={r => <Link to={`/plot/${r.id}/show`}>Files</Link>} />
      </DataTable.Col>
      <DataTable.Col label="Map" disableSort>
        <FunctionField render={r => (r.coordinates?.length ? <Link to={`/plot/${r.id}/show`}>Map</Link> : 'Created')} />
      </DataTable.Col>
      <DataTable.Col source="is_corner" label="Corner">
        <BooleanField source="is_corner" looseValue />
      </DataTable.Col>
      <DataTable.Col label="" disableSort>
        <EditButton />
      </DataTable.Col>
    </DataTable>
  </List>
);

startFloorApi().then(() =>
  createRoot(document.getElementById('root')).render(
    <StrictMode>
      <Admin dataProvider={dataProvider} dashboard={Home} disableTelemetry>
        <Resource name="plot" list={PlotList} show={ShowGuesser} edit={EditGuesser} />
        <Resource name="layout" show={ShowGuesser} recordRepresentation="name" />
        <Resource name="project" show={ShowGuesser} recordRepresentation="name" />
        <Resource name="customer" show={ShowGuesser} recordRepresentation="name" />
      </Admin>
    </StrictMode>,
  ),
);
