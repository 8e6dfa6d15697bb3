/** The Permissions tab of a user: the keys of GET user/permissons, grouped as the answer groups them… */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/UserPermissionsInput.tsx"
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, LinearProgress, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { useDataProvider } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../../api/dataProvider';
import { errorMessage } from '../../common/useServerNotify';
import { useT } from '../../common/i18n';

const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

const UserPermissionsInput = ({ source, label }: { source: string; label: string }) => {
  const t = useT();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { field } = useInput({ source });
  const groups = useQuery({ queryKey: ['user', 'permissons'], queryFn: async () => (await dataProvider.userPermissionGroups()).data });
  const chosen = keysOf(field.value);
  const set = (keys: string[]) => field.onChange(keys.length ? keys : null);
  const toggle = (keys: string[], on: boolean) => set(on ? [...new Set([...chosen, ...keys])] : chosen.filter(key => !keys.includes(key)));

  if (groups.isPending) return <LinearProgress aria-label={t('Loading %{label}', { label: t(label) })} />;
  if (groups.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => groups.refetch()}>{t('Retry')}</Button>}>
        {errorMessage(groups.error)}
      </Alert>
    );
  return (
    <Box
      role="group"
      aria-label={t(label)}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {(Array.isArray(groups.data) ? groups.data : []).map(group => {
        const keys = group.permissions.map(p => p.key);
        const held = keys.filter(key => chosen.includes(key));
        return (
          <Box key={group.name} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5, pb: 1 }}>
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {group.name}
            </Typography>
            <FormControlLabel
              label={t('Select all')}
              control={
                <Checkbox
                  size="small"
                  checked={held.length === keys.length && keys.length > 0}
                  indeterminate={held.length > 0 && held.length < keys.length}
                  onChange={(_, on) => toggle(keys, on)}
                  slotProps={{ input: { 'aria-label': t('Select all of %{group}', { group: group.name }) } }}
                />
              }
            />
            <FormGroup row>
              {group.permissions.map(permission => (
                <FormControlLabel
                  key={permission.key}
                  label={permission.label}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.includes(permission.key)}
                      onChange={(_, on) => toggle([permission.key], on)}
                      slotProps={{ input: { 'aria-label': permission.key } }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        );
      })}
    </Box>
  );
};

export default UserPermissionsInput;
