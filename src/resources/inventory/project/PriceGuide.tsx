/** The project's price guide rows: the Add Price Guide Details dialog and the edit of one row. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/project/PriceGuide.tsx"
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { useDataProvider, useRecordContext, type RaRecord } from 'ra-core';
import type { AppDataProvider } from '../../../api/dataProvider';
import type { PriceGuideRow } from '../../../api/methods/projects';
import { MESSAGES } from '../../../common/messages';
import { required } from '../../../common/validators';
import { FormDialog } from '../../../common/FormDialog';
import { versionOf } from '../../../common/ConflictDialog';
import { AmountInput } from '../../../common/AmountInput';
import { DialogButton } from '../../../common/DialogButton';
import { useAllowed } from '../../../common/access';
import { formatPrice, PROJECT_MESSAGES } from './projectLogic';
import { useT } from '../../../common/i18n';

const GuideFields = () => (
  <>
    <TextInput source="name" label="Name" validate={required(PROJECT_MESSAGES.guideName)} />
    <AmountInput source="price" label="Price" validate={required(PROJECT_MESSAGES.guidePrice)} />
  </>
);

/** 'Add Price Guide Details' on the project page. */
export const AddPriceGuideButton = () => {
  const project = useRecordContext();
  const allowed = useAllowed('project', 'edit');
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useT();
  if (!project || !allowed) return null;
  const submit = async (values: Record<string, unknown>) => {
    const rows = (Array.isArray(values.guide) ? values.guide : []) as PriceGuideRow[];
    const { message } = await dataProvider.createPriceGuideRows(project.id, rows);
    return message;
  };
  return (
    <DialogButton label="Add Price Guide Details" icon={<AddIcon />}>
      {close => (
        <FormDialog
          open
          title={t('Add Price Guide Details')}
          onClose={close}
          onSubmit={submit}
          successText={PROJECT_MESSAGES.priceGuideSaved}
          failureText={MESSAGES.processOperation}
          defaultValues={{ guide: [{ name: '', price: '' }] }}
        >
          <ArrayInput source="guide" label="Price guide" validate={required(PROJECT_MESSAGES.guideName)}>
            <SimpleFormIterator inline disableReordering>
              <GuideFields />
            </SimpleFormIterator>
          </ArrayInput>
        </FormDialog>
      )}
    </DialogButton>
  );
};

/** The edit dialog's values of a row (as read, or as it is now after a stale save, issue 38). */
const guideRowValues = (row: Record<string, unknown>) => ({ name: row.name, price: row.price });

const EditGuideRow = ({ row, projectId }: { row: RaRecord; projectId: RaRecord['id'] }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useT();
  const submit = async (values: Record<string, unknown>, { version }: { version?: string }) => {
    const { message } = await dataProvider.updatePriceGuideRow(
      row.id,
      {
        name: String(values.name ?? ''),
        price: values.price as number,
        project_id: projectId,
      },
      version,
    );
    return message;
  };
  return (
    <DialogButton label="Edit" ariaLabel={t('Edit %{name}', { name: String(row.name) })} icon={<EditIcon />}>
      {close => (
        <FormDialog
          open
          title={t('Edit Price Guide')}
          onClose={close}
          onSubmit={submit}
          successText={PROJECT_MESSAGES.priceGuideUpdated}
          failureText={MESSAGES.processOperation}
          defaultValues={guideRowValues(row)}
          version={versionOf(row)}
          valuesOf={guideRowValues}
        >
          <GuideFields />
        </FormDialog>
      )}
    </DialogButton>
  );
};

/** The price guide rows of the project, each editable with project.update. */
export const PriceGuideSection = () => {
  const project = useRecordContext();
  const canEdit = useAllowed('project', 'edit');
  const t = useT();
  if (!project) return null;
  const rows = (Array.isArray(project.priceguides) ? project.priceguides : []) as RaRecord[];
  return (
    <Box sx={{ mt: 3 }} component="section" aria-labelledby="price-guide-heading">
      <Typography variant="h6" component="h2" id="price-guide-heading">
        {t('Price Guide')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t(MESSAGES.noItems)}</Typography>
      ) : (
        <Table size="small" aria-labelledby="price-guide-heading">
          <TableHead>
            <TableRow>
              <TableCell>{t('Name')}</TableCell>
              <TableCell align="right">{t('Price')}</TableCell>
              {canEdit && <TableCell align="right">{t('Edit')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(row => (
              <TableRow key={String(row.id)}>
                <TableCell>{String(row.name ?? '')}</TableCell>
                <TableCell align="right">{formatPrice(row.price)}</TableCell>
                {canEdit && (
                  <TableCell align="right">
                    <EditGuideRow row={row} projectId={project.id} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
