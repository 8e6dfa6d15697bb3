/** Project create and edit (spec 1 §2, §3, §5): 'Project name is required'. */
import { NumberInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../../../common/ResourceForm';
import { required } from '../../../common/validators';
import { PROJECT_MESSAGES } from './projectLogic';

const ProjectFields = () => (
  <>
    <TextInput source="name" label="Name" validate={required(PROJECT_MESSAGES.name)} fullWidth />
    <TextInput source="location" label="Location" fullWidth />
    <NumberInput source="latitude" label="Latitude" step={0.000001} />
    <NumberInput source="longitude" label="Longitude" step={0.000001} />
    <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
    <NumberInput source="order" label="Order" />
    <TextInput source="twilio_template_id" label="Twilio template id" fullWidth />
  </>
);

export const ProjectCreate = () => (
  <ResourceCreate redirect="show">
    <SimpleForm toolbar={<FormToolbar deletable={false} />}>
      <ProjectFields />
    </SimpleForm>
  </ResourceCreate>
);

export const ProjectEdit = () => (
  <ResourceEdit redirect="show">
    <SimpleForm toolbar={<FormToolbar />}>
      <ProjectFields />
    </SimpleForm>
  </ResourceEdit>
);
