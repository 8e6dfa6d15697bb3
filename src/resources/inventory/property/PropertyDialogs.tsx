/** The two dialogs of a property's show page (spec 1 §5, §7, §8)… */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/property/PropertyDialogs.tsx"
import { useEffect, useRef, useState } from 'react';
import { Button, useCanAccess, useCreate, useDataProvider, useRecordContext } from 'react-admin';
import { AutocompleteInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../../api/dataProvider';
import { getServerMessage } from '../../../api/dataProvider';
import { FormDialog } from '../../../common/FormDialog';
import { LookupInput } from '../../../common/lookups';
import {
  PROPERTY_MESSAGES,
  PROPERTY_STATUS_CHOICES,
  validateAssignLayout,
  validateAssignPlot,
  validateStatusNotes,
  validateStatusNoteStatus,
} from './propertyLogic';
import { useT } from '../../../common/i18n';

/** The plots of the chosen layout, searched by number. */
const PlotOfLayoutInput = () => {
  const t = useT();
  const layoutId = useWatch({ name: 'layout_id' });
  const { setValue } = useFormContext();
  const previous = useRef(layoutId);
  useEffect(() => {
    // Another layout: the plot chosen in the previous one no longer applies.
    if (previous.current !== layoutId) setValue('plot_id', null);
    previous.current = layoutId;
  }, [layoutId, setValue]);
  return (
    <ReferenceInput
      source="plot_id"
      reference="plot/filter"
      filter={{ lid: layoutId || 0 }}
      perPage={30}
      sort={{ field: 'number', order: 'ASC' }}
      enableGetChoices={() => !!layoutId}
    >
      <AutocompleteInput
        label="Plot"
        optionText={(p: { number?: string; status?: string }) => `${p.number}${p.status ? ` (${t(p.status)})` : ''}`}
        filterToQuery={q => ({ q })}
        validate={validateAssignPlot}
        fullWidth
      />
    </ReferenceInput>
  );
};

export const AssignPlotDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const property = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useT();
  if (!property) return null;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('Add Plot')}
      submitLabel={t('Assign')}
      successText="Plot assigned successfully."
      failureText={PROPERTY_MESSAGES.assignFailed}
      onSubmit={async values => {
        const { message } = await dataProvider.assignPlotToProperty(property.id, {
          layout_id: values.layout_id as string,
          plot_id: values.plot_id as string,
        });
        return message;
      }}
    >
      <LookupInput source="layout_id" reference="layout/filter" label="Project" validate={validateAssignLayout} fullWidth />
      <PlotOfLayoutInput />
    </FormDialog>
  );
};

export const StatusNoteDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const property = useRecordContext();
  const [create] = useCreate();
  const t = useT();
  if (!property) return null;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('Add Status')}
      successText="Property status updated successfully."
      failureText={PROPERTY_MESSAGES.statusFailed}
      onSubmit={async values => {
        const record = await create(
          'property/status',
          { data: { property_id: property.id, status: values.status, notes: values.notes } },
          { returnPromise: true },
        );
        return getServerMessage(record);
      }}
    >
      <SelectInput source="status" label="Status" choices={PROPERTY_STATUS_CHOICES} validate={validateStatusNoteStatus} fullWidth />
      <TextInput source="notes" label="Notes" multiline minRows={3} validate={validateStatusNotes} fullWidth />
    </FormDialog>
  );
};

/** A toolbar button that opens one of the dialogs, shown with property.update. */
export const PropertyDialogButton = ({ label, dialog: DialogView }: { label: string; dialog: typeof AssignPlotDialog }) => {
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'property', action: 'update' });
  if (!canAccess) return null;
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      {open && <DialogView open={open} onClose={() => setOpen(false)} />}
    </>
  );
};
