/** The actions of a booking (spec 2 §2, §4, §7, §8)… docs/decisions.md "Notes: src/resources/sales/plotbook/BookingActions.tsx" */
import { useState, type MouseEvent } from 'react';
import { Chip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useRefresh, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { saveFile } from '../../../common/saveFile';
import { useAccess } from '../../../common/access';
import { Gated } from '../../../common/Gated';
import { errorMessage } from '../../../common/useServerNotify';
import { dialogFailureMessage } from '../../../common/FormDialog';
import { BOOKING_MESSAGES, activeFilters, isPaid, nextPaid, payConfirmText, payLabel } from './bookingLogic';
import { useT } from '../../../common/i18n';

const stop = (event: MouseEvent) => event.stopPropagation();

/** The paid flag as a chip (what a user without plotbook.update sees). */
export const PayStatusChip = ({ paid }: { paid: unknown }) => {
  const t = useT();
  return (
    <Chip
      component="span"
      size="small"
      label={t(payLabel(paid))}
      color={isPaid(paid) ? 'success' : 'default'}
      data-paid={isPaid(paid) ? 1 : 0}
    />
  );
};

/** The Paid / Un Paid toggle: a button showing the current flag, confirming before it changes. */
export const PayStatusToggle = ({ record }: { record: RaRecord }) => {
  // Drawn inert while the permission is read: a quick click on the list must not open the booking.
  const access = useAccess('plotbook', 'edit');
  const t = useT();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (access === 'denied') return <PayStatusChip paid={record.paid} />;

  const confirm = async () => {
    setPending(true);
    try {
      const { message } = await dataProvider.plotBookPayStatus(record.id, nextPaid(record.paid));
      notify(message || BOOKING_MESSAGES.payUpdated, { type: 'info' });
      setOpen(false);
      refresh();
    } catch (error) {
      // The confirmation stays open: the user may try again or cancel.
      notify(dialogFailureMessage(error, BOOKING_MESSAGES.payFailed), { type: 'warning' });
    } finally {
      setPending(false);
    }
  };

  return (
    <span role="presentation" onClick={stop}>
      <Gated access={access}>
        <Chip
          component="button"
          type="button"
          size="small"
          clickable
          label={t(payLabel(record.paid))}
          color={isPaid(record.paid) ? 'success' : 'default'}
          variant={isPaid(record.paid) ? 'filled' : 'outlined'}
          title={t('Change the pay status')}
          data-paid={isPaid(record.paid) ? 1 : 0}
          onClick={() => setOpen(true)}
        />
      </Gated>
      <Confirm
        isOpen={open}
        loading={pending}
        title="Pay status"
        content={payConfirmText(record.paid, (record.plot as { number?: unknown } | undefined)?.number, t)}
        confirm={payLabel(nextPaid(record.paid))}
        onConfirm={confirm}
        onClose={() => (pending ? undefined : setOpen(false))}
      />
    </span>
  );
};

/** Downloads the PDF of one booking. */
export const BookingPdfButton = ({ record, label = 'PDF' }: { record: RaRecord; label?: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const download = async (event: MouseEvent) => {
    event.stopPropagation();
    setPending(true);
    try {
      saveFile(await dataProvider.bookedPlotPdf(record.id));
    } catch (error) {
      notify(errorMessage(error), { type: 'warning' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label={label} onClick={download} disabled={pending}>
      <PictureAsPdfIcon />
    </Button>
  );
};

/** The list's Export: every booking of the current filters, in the list's sort, as a file. */
export const PlotBookExportButton = () => {
  const { filterValues, sort } = useListContext();
  const t = useT();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const exportList = async () => {
    setPending(true);
    try {
      const file = await dataProvider.exportPlotBooks({ filter: activeFilters(filterValues), sort });
      saveFile(file);
      notify(t('Exported to %{filename}', { filename: file.filename }), { type: 'info' });
    } catch (error) {
      notify(errorMessage(error), { type: 'warning' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label="Export" onClick={exportList} disabled={pending}>
      <DownloadIcon />
    </Button>
  );
};
