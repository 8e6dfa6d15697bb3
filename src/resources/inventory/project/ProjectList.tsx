/** The project list: search q that waits 2 seconds after typing, 20 per page, newest first… */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/project/ProjectList.tsx"
import { Link as MuiLink } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, EditButton, TextInput } from 'react-admin';
import { useRecordContext, type RaRecord } from 'ra-core';
import { ResourceList } from '../../../common/ResourceList';
import { GatedButton } from '../../../common/GatedButton';
import { RecordLink } from '../../../common/RecordLink';
import { addLayoutPath, mapsUrl, PROJECT_PER_PAGE, PROJECT_SEARCH_DELAY_MS } from './projectLogic';
import { useT } from '../../../common/i18n';

/** The maps service at latitude,longitude, in a new tab (nothing is fetched). */
export const MapLink = () => {
  const record = useRecordContext();
  const url = mapsUrl(record?.latitude, record?.longitude);
  const t = useT();
  if (!record || !url) return <span>-</span>;
  return (
    <MuiLink
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={e => e.stopPropagation()}
      aria-label={t('Map of %{name}', { name: String(record.name ?? '') })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <PlaceIcon fontSize="small" />
      {t('Map')}
    </MuiLink>
  );
};

const FilesLink = () => {
  const record = useRecordContext();
  const t = useT();
  if (!record) return null;
  return (
    <RecordLink resource="project" id={record.id} tab="document" aria-label={t('Files of %{name}', { name: String(record.name ?? '') })}>
      {t('Files')}
    </RecordLink>
  );
};

/** The layout count, a link to the Layouts tab; 'Add Layout' when there are none. */
const LayoutCount = () => {
  const record = useRecordContext();
  const t = useT();
  if (!record) return null;
  const count = Number(record.layoutscount ?? 0);
  if (count === 0) {
    return <GatedButton resource="layout" action="create" to={addLayoutPath(record.id)} label="Add Layout" icon={<AddIcon />} />;
  }
  return (
    <RecordLink
      resource="project"
      id={record.id}
      tab="layout"
      aria-label={t('%{count} layouts of %{name}', { count, name: String(record.name ?? '') })}
    >
      {count} {count === 1 ? t('Layout') : t('Layouts')}
    </RecordLink>
  );
};

const filters = [<TextInput key="q" source="q" label="Search" alwaysOn resettable />];

const ProjectList = () => (
  <ResourceList
    perPage={PROJECT_PER_PAGE}
    debounce={PROJECT_SEARCH_DELAY_MS}
    filters={filters}
    rowClick="show"
    primaryText={(r: RaRecord) => r.name}
    secondaryText={(r: RaRecord) => r.location}
  >
    <DataTable.Col source="name" label="Name" />
    <DataTable.Col source="location" label="Location" />
    <DataTable.Col label="Map" disableSort>
      <MapLink />
    </DataTable.Col>
    <DataTable.Col label="Files" disableSort>
      <FilesLink />
    </DataTable.Col>
    <DataTable.Col label="Layouts" disableSort>
      <LayoutCount />
    </DataTable.Col>
    <DataTable.Col label="Edit" disableSort>
      <EditButton />
    </DataTable.Col>
  </ResourceList>
);

export default ProjectList;
