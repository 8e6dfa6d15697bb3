/** The layout's site visibility: a select of Hide, Dagasite, TVMpropsite, Both… */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/layout/SiteVisibilityInput.tsx"
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { SelectInput, useInput } from 'react-admin';
import { isDaga } from '../../../api/permissions';
import { useOrg } from '../../../common/OrgContext';
import { flagsToVisibility, SITE_VISIBILITY_CHOICES, visibilityToFlags } from './layoutLogic';
import { useT } from '../../../common/i18n';

const LABEL = 'Site visibility';

const DagaVisibilityInput = () => {
  const { field, id } = useInput({ source: 'site_visibility', defaultValue: 'Hide' });
  const flags = visibilityToFlags(field.value);
  const t = useT();
  const set = (change: Partial<typeof flags>) => field.onChange(flagsToVisibility({ ...flags, ...change }));
  return (
    <FormControl component="fieldset" margin="dense" id={id}>
      <FormLabel component="legend">{t(LABEL)}</FormLabel>
      <FormGroup row>
        <FormControlLabel
          control={<Checkbox checked={flags.dagasite} onChange={e => set({ dagasite: e.target.checked })} />}
          label="Dagasite"
        />
        <FormControlLabel
          control={<Checkbox checked={flags.tvmpropsite} onChange={e => set({ tvmpropsite: e.target.checked })} />}
          label="TVMpropsite"
        />
      </FormGroup>
      <FormHelperText>
        {t('Shown on: %{sites}', { sites: field.value === 'Hide' || !field.value ? t('no site (Hide)') : t(String(field.value)) })}
      </FormHelperText>
    </FormControl>
  );
};

export const SiteVisibilityInput = () => {
  const { membership } = useOrg();
  return isDaga(membership) ? (
    <DagaVisibilityInput />
  ) : (
    <SelectInput source="site_visibility" label={LABEL} choices={SITE_VISIBILITY_CHOICES} defaultValue="Hide" />
  );
};
