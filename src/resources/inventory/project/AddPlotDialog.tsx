/** The Add Plot dialog of a layout row: POST plot with lid, number, measurement and squarefeet; 'Plot number is required'. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/project/AddPlotDialog.tsx"
import { Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { NumberInput, TextInput } from 'react-admin';
import { useDataProvider, useRecordContext } from 'ra-core';
import { getServerMessage } from '../../../api/dataProvider';
import { required } from '../../../common/validators';
import { FormDialog } from '../../../common/FormDialog';
import { DialogButton } from '../../../common/DialogButton';
import { useAllowed } from '../../../common/access';
import { MEASUREMENT_HINT } from '../../../common/land';
import { PROJECT_MESSAGES } from './projectLogic';
import { useT } from '../../../common/i18n';

export const AddPlotButton = () => {
  const layout = useRecordContext();
  const allowed = useAllowed('plot', 'create');
  const dataProvider = useDataProvider();
  const t = useT();
  if (!layout || !allowed) return null;
  const submit = async (values: Record<string, unknown>) => {
    const { data } = await dataProvider.create('plot', {
      data: { lid: layout.id, number: values.number, measurement: values.measurement, squarefeet: values.squarefeet },
    });
    return getServerMessage(data);
  };
  return (
    <DialogButton label="Add Plot" ariaLabel={t('Add Plot to %{layout}', { layout: String(layout.name ?? '') })} icon={<AddIcon />}>
      {close => (
        <FormDialog
          open
          title={t('Add Plot')}
          onClose={close}
          onSubmit={submit}
          successText={PROJECT_MESSAGES.plotCreated}
          failureText={PROJECT_MESSAGES.createPlot}
        >
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('Layout: %{layout}', { layout: String(layout.name ?? '') })}
          </Typography>
          <TextInput source="number" label="Plot number" validate={required(PROJECT_MESSAGES.plotNumber)} fullWidth />
          <TextInput source="measurement" label="Measurement" helperText={MEASUREMENT_HINT} fullWidth />
          <NumberInput source="squarefeet" label="Square feet" fullWidth />
        </FormDialog>
      )}
    </DialogButton>
  );
};
