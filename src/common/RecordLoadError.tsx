/** What an edit or show page draws when its record cannot be read… docs/decisions.md "Not found" */
// Reasoning: docs/decisions.md "Notes: src/common/RecordLoadError.tsx"
import { useContext } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { EditContext, ShowContext, useCreatePath, useResourceDefinition } from 'ra-core';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { useOrg } from './OrgContext';
import { MESSAGES } from './messages';
import { useT } from './i18n';

export const RECORD_NOT_FOUND_HEADING = 'Record not found';
export const RECORD_LOAD_FAILED_HEADING = 'Unable to load this record';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null ? (error as { status?: number }).status : undefined;

/** Where "back" goes: the resource's list, or the dashboard when it has none. */
const useBackLink = () => {
  const { orgid } = useOrg();
  const definition = useResourceDefinition();
  const createPath = useCreatePath();
  const t = useT();
  const label = (definition.options as { label?: string } | undefined)?.label ?? definition.name;
  return definition.hasList
    ? { to: createPath({ resource: definition.name, type: 'list' }), label: t('Back to %{list}', { list: t(label) }) }
    : { to: `/${orgid}/dashboard`, label: t('Back to dashboard') };
};

export const RecordLoadError = () => {
  const edit = useContext(EditContext);
  const show = useContext(ShowContext);
  const controller = edit ?? show;
  const { id } = useParams();
  const back = useBackLink();
  const t = useT();
  const error = controller?.error;
  if (statusOf(error) === 404) {
    return (
      <NotFoundPage heading={RECORD_NOT_FOUND_HEADING} backTo={back.to} backLabel={back.label} pageTitle={false}>
        {t('This record does not exist%{id}: it may have been deleted, or the address is wrong.', { id: id ? ` (#${id})` : '' })}
      </NotFoundPage>
    );
  }
  return (
    <Box sx={{ p: 4 }} role="alert">
      <Typography variant="h4" component="h1" gutterBottom>
        {t(RECORD_LOAD_FAILED_HEADING)}
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }}>
        {error instanceof Error && error.message ? error.message : t(MESSAGES.processRequest)}
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={Link} to={back.to}>
          {back.label}
        </Button>
        <Button variant="outlined" onClick={() => void controller?.refetch()}>
          {t('Try again')}
        </Button>
      </Stack>
    </Box>
  );
};

/** Default props of react-admin's <Edit> and <Show>: draw RecordLoadError in the page, and no notification on top of it. */
export const RECORD_PAGE_DEFAULTS = {
  error: <RecordLoadError />,
  queryOptions: { onError: () => undefined },
} as const;
