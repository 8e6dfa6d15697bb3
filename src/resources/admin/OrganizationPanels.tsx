/** The organization list with its side panels: the three routes draw the same list, the show and edit routes a drawer over it. */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/OrganizationPanels.tsx"
import { useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button, Chip, Drawer, IconButton, Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  Labeled,
  ReferenceInput,
  SimpleShowLayout,
  required,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { useCreatePath, useDataProvider } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../api/dataProvider';
import { FormDialog } from '../../common/FormDialog';
import { RecordLink } from '../../common/RecordLink';
import { SchemaEdit, SchemaList, SchemaShow, ShowFields } from '../../common/schema/views';
import { organization, ORGANIZATION_TEXTS } from './organizations';
import { useT } from '../../common/i18n';

type Panel = 'show' | 'edit';
const WIDTH: Record<Panel, number> = { show: 500, edit: 550 };

interface AssignedUser {
  id: number;
  name: string;
  master: number;
}

const AssignedUsers = () => {
  const t = useT();
  const record = useRecordContext();
  const users = Array.isArray(record?.users) ? (record.users as AssignedUser[]) : [];
  return (
    <Labeled label="Users">
      {users.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {users.map(u => (
            <li key={u.id}>
              <RecordLink resource="user" id={u.id}>
                {String(u.name)}
              </RecordLink>
              {u.master === 1 && <Chip size="small" label={t('Master')} sx={{ ml: 1 }} />}
            </li>
          ))}
        </Box>
      ) : (
        <span>-</span>
      )}
    </Labeled>
  );
};

const AssignUser = () => {
  const t = useT();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'organization', action: 'edit' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {t('Assign User')}
      </Button>
      {open && (
        <FormDialog
          open
          title={t('Assign User')}
          onClose={() => setOpen(false)}
          onSubmit={async values => (await dataProvider.assignOrganizationUser(record.id, values.user as number, !!values.master)).message}
          successText={ORGANIZATION_TEXTS.assigned}
          failureText={ORGANIZATION_TEXTS.assignFailed}
          dialogKey={`organization-${record.id}-assign`}
          defaultValues={{ master: false }}
        >
          <ReferenceInput source="user" reference="user/filter" perPage={30}>
            <AutocompleteInput
              label="User"
              optionText="name"
              filterToQuery={q => ({ q })}
              validate={required(ORGANIZATION_TEXTS.user)}
              fullWidth
            />
          </ReferenceInput>
          <BooleanInput source="master" label="Master" />
        </FormDialog>
      )}
    </>
  );
};

const Panels = ({ panel }: { panel?: Panel }) => {
  const t = useT();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const close = () => navigate(createPath({ resource: organization.name, type: 'list' }));
  return (
    <>
      <SchemaList schema={organization} />
      <Drawer
        anchor="right"
        open={!!panel}
        onClose={close}
        slotProps={{
          paper: {
            id: 'organization-panel',
            'aria-labelledby': 'organization-panel-title',
            sx: { width: panel ? WIDTH[panel] : WIDTH.show, maxWidth: '100%' },
          },
        }}
      >
        {panel && (
          <Box sx={{ p: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
              <Typography id="organization-panel-title" variant="h6" component="h2">
                {t(panel === 'edit' ? 'Edit Organization' : 'Organization')}
              </Typography>
              <IconButton aria-label={t('Close')} onClick={close}>
                <CloseIcon />
              </IconButton>
            </Box>
            {panel === 'edit' ? (
              <SchemaEdit schema={organization} title={false} />
            ) : (
              <SchemaShow schema={organization} title={false}>
                <SimpleShowLayout>
                  <ShowFields schema={organization} />
                  <AssignedUsers />
                  <AssignUser />
                </SimpleShowLayout>
              </SchemaShow>
            )}
          </Box>
        )}
      </Drawer>
    </>
  );
};

export const OrganizationList = () => <Panels />;
export const OrganizationEditPanel = () => <Panels panel="edit" />;
export const OrganizationShowPanel = () => <Panels panel="show" />;
