/** Layout create and edit with the tabs Profile, App Content, Media (media), Location (location), Attributes and Resale Permission. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/layout/LayoutForm.tsx"
import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceField,
  SimpleFormIterator,
  TabbedForm,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import type { RaRecord } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { useOrg } from '../../../common/OrgContext';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../../../common/ResourceForm';
import { LookupInput } from '../../../common/lookups';
import { required } from '../../../common/validators';
import { AttributeInputs } from './AttributeInputs';
import { LayoutMediaInputs } from './LayoutMedia';
import {
  APP_FEATURES,
  canEditLayoutOrder,
  LAYOUT_LISTS,
  LAYOUT_MESSAGES,
  layoutPayload,
  projectLayoutsPath,
  type LayoutListName,
} from './layoutLogic';
import { SiteVisibilityInput } from './SiteVisibilityInput';
import { useT } from '../../../common/i18n';

/** The pid of the query string (?pid=5). */
export const usePid = (): string | undefined => {
  const { search } = useLocation();
  return new URLSearchParams(search).get('pid') || undefined;
};

/** A fixed text of the form in the chosen language. */
const Say = ({ text }: { text: string }) => {
  const t = useT();
  return <>{t(text)}</>;
};

const LIST_LABELS: Record<LayoutListName, { label: string; fields: Record<string, string> }> = {
  appinfo: { label: 'App Info', fields: { title: 'Title', content: 'Content' } },
  faq: { label: 'FAQ', fields: { title: 'Question', content: 'Answer' } },
  why_choose: { label: 'Why Choose', fields: { title: 'Title', content: 'Content' } },
  video_params: { label: 'Videos', fields: { title: 'Title', key: 'Video key' } },
  nearby_location: { label: 'Nearby Locations', fields: { distance: 'Distance', name: 'Name', location: 'Location' } },
};

const ListInput = ({ name }: { name: LayoutListName }) => (
  <ArrayInput source={name} label={LIST_LABELS[name].label}>
    <SimpleFormIterator inline disableClear>
      {LAYOUT_LISTS[name].map(field => (
        <TextInput
          key={field}
          source={field}
          label={LIST_LABELS[name].fields[field]}
          multiline={field === 'content'}
          sx={field === 'content' ? { minWidth: { sm: 420 } } : undefined}
        />
      ))}
    </SimpleFormIterator>
  </ArrayInput>
);

/** The project of the layout: fixed by ?pid= (or the record), chosen only when neither gives it. */
const ProjectField = ({ pid }: { pid?: string }) => {
  const record = useRecordContext();
  if (pid || record?.project_id) {
    return (
      <Box sx={{ mb: 2 }}>
        <Typography variant="caption" color="text.secondary" display="block">
          <Say text="Project" />
        </Typography>
        <ReferenceField source="project_id" reference="project" record={{ id: 0, project_id: record?.project_id ?? pid }} link="show">
          <TextField source="name" />
        </ReferenceField>
      </Box>
    );
  }
  return (
    <LookupInput
      source="project_id"
      reference="project/filter"
      label="Project"
      validate={required('Please select Project')}
      sx={{ minWidth: 320 }}
    />
  );
};

/** The tabs, as an array: TabbedForm reads its tabs from its direct children (a component or a fragment around them would hide them). */
const layoutTabs = ({ existing, pid, orgid }: { existing: boolean; pid?: string; orgid: string }) => [
  <TabbedForm.Tab key="profile" label="Profile">
    <ProjectField pid={pid} />
    <TextInput source="name" label="Name" validate={required(LAYOUT_MESSAGES.name)} fullWidth />
    {canEditLayoutOrder(orgid) && <NumberInput source="order" label="Order" />}
    <SiteVisibilityInput />
    <TextInput source="price_range" label="Price range" helperText="e.g. 14 Lk - 16 Lk" fullWidth />
    <TextInput source="meta_title" label="Meta title" fullWidth />
    <TextInput source="meta_description" label="Meta description" multiline fullWidth />
    <TextInput source="meta_keywords" label="Meta keywords" fullWidth />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="appcontent" label="App Content" path="appcontent">
    <TextInput source="appintro" label="App intro" multiline minRows={3} fullWidth />
    <Typography variant="subtitle1" component="h2">
      <Say text="App features" />
    </Typography>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
      {APP_FEATURES.map(f => (
        <BooleanInput
          key={f.key}
          source={`appfeatures.${f.key}`}
          label={f.label}
          parse={v => (v ? 1 : 0)}
          format={v => [true, 1, '1'].includes(v)}
        />
      ))}
    </Box>
    <ListInput name="appinfo" />
    <ListInput name="faq" />
    <ListInput name="why_choose" />
    <ListInput name="video_params" />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="media" label="Media" path="media">
    <LayoutMediaInputs existing={existing} />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="location" label="Location" path="location">
    <TextInput source="location" label="Location" fullWidth />
    <ListInput name="nearby_location" />
    <Typography variant="body2" color="text.secondary">
      <Say text="The layout boundary is drawn on the GMap tab of the layout page." />
    </Typography>
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="attributes" label="Attributes" path="attributes">
    <AttributeInputs />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="resalepermission" label="Resale Permission" path="resalepermission">
    <BooleanInput
      source="resale_permission"
      label="Resale permission"
      helperText="Customers may put plots of this layout up for resale."
      parse={v => (v ? 1 : 0)}
      format={v => [true, 1, '1'].includes(v)}
    />
  </TabbedForm.Tab>,
];

/** After a save: the project's Layouts tab. */
const backToProject = (pid?: string) => (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  projectLayoutsPath(String(data?.project_id ?? pid ?? ''));

const transform = (values: RaRecord) => layoutPayload(values) as RaRecord;

export const LayoutCreate = () => {
  const pid = usePid();
  const { orgid } = useOrg();
  return (
    <ResourceCreate redirect={backToProject(pid)} transform={transform}>
      <TabbedForm
        toolbar={<FormToolbar deletable={false} />}
        defaultValues={{ project_id: pid ? Number(pid) : undefined, site_visibility: 'Hide', resale_permission: 0 }}
      >
        {layoutTabs({ existing: false, pid, orgid })}
      </TabbedForm>
    </ResourceCreate>
  );
};

export const LayoutEdit = () => {
  const pid = usePid();
  const { orgid } = useOrg();
  return (
    <ResourceEdit redirect={backToProject(pid)} transform={transform}>
      <TabbedForm toolbar={<FormToolbar deletable={false} />} resetOptions={{ keepDirtyValues: true }}>
        {layoutTabs({ existing: true, pid, orgid })}
      </TabbedForm>
    </ResourceEdit>
  );
};
