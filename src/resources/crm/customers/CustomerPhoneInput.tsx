/** A customer's Phone and WhatsApp inputs on the create and edit forms, with the duplicate check of issue 40… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/CustomerPhoneInput.tsx"
import { useEffect, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useGetList, useRecordContext, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RecordLink } from '../../../common/RecordLink';
import { phoneKey } from '../../../common/phone';
import { useConfirmBeforeSave } from '../../../common/SaveConfirm';
import { FieldInput } from '../../../common/schema/views';
import { customer } from './customers';
import { DUPLICATE_TEXTS, duplicatesOf, lookupDigits } from './duplicates';
import { useT } from '../../../common/i18n';

/** How long the typing pauses before the number is looked up (ms). */
export const DUPLICATE_DELAY = 400;

const useDebounced = <T,>(value: T, ms: number): T => {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setShown(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown;
};

/** The customers (other than `selfId`) whose phone or WhatsApp number is `value`'s, and the warning. */
export const DuplicatePhoneWarning = ({ source, selfId }: { source: string; selfId?: RaRecord['id'] }) => {
  const t = useT();
  const key = useDebounced(phoneKey(useWatch({ name: source })), DUPLICATE_DELAY);
  const enabled = key.length >= 8;
  const { data } = useGetList(
    'customer',
    { filter: { phone: lookupDigits(key) }, pagination: { page: 1, perPage: 50 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled },
  );
  const found = enabled ? duplicatesOf(key, data ?? [], selfId) : [];
  useConfirmBeforeSave(
    `duplicate-${source}`,
    found.length
      ? t('This number already belongs to %{who}. Save this customer anyway?', { who: found.map(c => DUPLICATE_TEXTS.who(c)).join(', ') })
      : null,
  );
  if (!found.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2, maxWidth: 600 }} role="status">
      {found.map(c => (
        <Box key={String(c.id)}>
          {t(DUPLICATE_TEXTS.already)}{' '}
          <RecordLink resource="customer" id={c.id}>
            {DUPLICATE_TEXTS.who(c)}
          </RecordLink>
        </Box>
      ))}
      <Box sx={{ mt: 0.5 }}>
        {t(DUPLICATE_TEXTS.mergeHint)}{' '}
        <RecordLink resource="customer" type="list" filter={{ phone: lookupDigits(key) }}>
          {t(DUPLICATE_TEXTS.mergeLink)}
        </RecordLink>
      </Box>
    </Alert>
  );
};

/** The declared input of `source` (Phone or WhatsApp), then its duplicate warning. */
const CustomerPhoneInput = ({ source }: { source: string; label: string }) => {
  const record = useRecordContext();
  const editing = record?.id !== undefined && record?.id !== null;
  return (
    <>
      <FieldInput source={source} field={customer.fields[source as 'phone' | 'whatsapp']} mode={editing ? 'update' : 'create'} />
      <DuplicatePhoneWarning source={source} selfId={editing ? record.id : undefined} />
    </>
  );
};

export default CustomerPhoneInput;
