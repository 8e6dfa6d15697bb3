/** The project page (spec 1 §2): tabs Summary, Layouts (/show/layout) and Files (/show/document, the shared documents area). */
import { Box } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { EditButton, NumberField, Show, TabbedShowLayout, TextField, TopToolbar, WithRecord } from 'react-admin';
import { GatedButton } from '../../../common/GatedButton';
import { MapLink } from './ProjectList';
import { AddPriceGuideButton, PriceGuideSection } from './PriceGuide';
import { DocumentsTab } from '../../../features/documents/tabs';
import { ProjectLayouts } from './ProjectLayouts';
import { addLayoutPath } from './projectLogic';

const ProjectActions = () => (
  <TopToolbar>
    <WithRecord
      render={record => (
        <GatedButton resource="layout" action="create" to={addLayoutPath(record.id)} label="Add Layout" icon={<AddIcon />} />
      )}
    />
    <AddPriceGuideButton />
    <EditButton />
  </TopToolbar>
);

const ProjectShow = () => (
  <Show actions={<ProjectActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="Summary">
        <TextField source="name" label="Name" />
        <TextField source="location" label="Location" emptyText="-" />
        <NumberField source="latitude" label="Latitude" emptyText="-" options={{ maximumFractionDigits: 6 }} />
        <NumberField source="longitude" label="Longitude" emptyText="-" options={{ maximumFractionDigits: 6 }} />
        <Box>
          <MapLink />
        </Box>
        <TextField source="description" label="Description" emptyText="-" sx={{ whiteSpace: 'pre-line' }} />
        <PriceGuideSection />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Layouts" path="layout">
        <ProjectLayouts />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Files" path="document">
        <DocumentsTab type="project" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);

export default ProjectShow;
