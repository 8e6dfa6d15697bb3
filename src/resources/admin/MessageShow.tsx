/** A message's page: its fields, and Send — a dialog that chooses the template by its thumbnail among the organization's mail/templates… */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/MessageShow.tsx"
import { useState } from 'react';
import { Box, Button, ButtonBase, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import SendIcon from '@mui/icons-material/Send';
import {
  InputHelperText,
  SimpleShowLayout,
  TextInput,
  useCanAccess,
  useDataProvider,
  useGetList,
  useInput,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { FormDialog } from '../../common/FormDialog';
import { lookupQuery, useDebounced } from '../../common/lookups';
import { required } from '../../common/validators';
import { SchemaShow, ShowFields } from '../../common/schema/views';
import { isShownImage } from '../../common/urls';
import { MESSAGE_TEXTS, message } from './messages';
import { useT } from '../../common/i18n';

/** The templates as cards with their thumbnails: one radio group, 30 at a time, searched as typed (a selector, spec 2 §7). */
const TemplateChoice = () => {
  const tr = useT();
  const { field, fieldState } = useInput({ source: 'template_id', validate: required(MESSAGE_TEXTS.templateRequired) });
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const { data = [], isPending, error } = useGetList<RaRecord>('mail/templates', lookupQuery(q), { placeholderData: keepPreviousData });
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id="template-choice" variant="subtitle2" gutterBottom>
        {tr('Template')}
      </Typography>
      <TextField
        type="search"
        size="small"
        label={tr('Search templates')}
        value={search}
        onChange={e => setSearch(e.target.value)}
        // Enter searches; it does not send the message.
        onKeyDown={e => e.key === 'Enter' && e.preventDefault()}
        sx={{ mb: 1 }}
      />
      {isPending && <Typography variant="body2">{tr('Loading templates...')}</Typography>}
      {error ? (
        <Typography variant="body2" color="error">
          {tr('The templates could not be read.')}
        </Typography>
      ) : null}
      {!isPending && !error && data.length === 0 ? <Typography variant="body2">{tr('No items found')}</Typography> : null}
      <Box
        role="radiogroup"
        // react-admin's input class: the form's field list (common/formFields.ts) finds it by it.
        className="ra-input ra-input-template_id"
        aria-labelledby="template-choice"
        onKeyDown={e => {
          // Arrows move the choice, as in any radio group; one Tab stop for the group.
          const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
          if (!step || data.length === 0) return;
          e.preventDefault();
          const at = data.findIndex(t => String(t.id) === String(field.value ?? ''));
          const next = (at + step + data.length) % data.length;
          field.onChange(data[next]!.id);
          e.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
        }}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}
      >
        {data.map(t => {
          const checked = String(field.value ?? '') === String(t.id);
          const thumbnail = (t.thumbnail as { url?: string } | null | undefined)?.url;
          return (
            <ButtonBase
              key={String(t.id)}
              role="radio"
              aria-checked={checked}
              tabIndex={checked || (!field.value && t === data[0]) ? 0 : -1}
              onClick={() => field.onChange(t.id)}
              sx={{
                display: 'block',
                textAlign: 'left',
                border: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : undefined,
                borderRadius: 1,
                p: 0.5,
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {thumbnail?.startsWith('blob:') || isShownImage(thumbnail) ? (
                <Box component="img" src={thumbnail} alt="" sx={{ width: '100%', height: 64, objectFit: 'cover', display: 'block' }} />
              ) : null}
              <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                {String(t.name ?? '')}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
      {fieldState.error?.message && (
        <Typography role="alert" variant="caption" color="error">
          <InputHelperText error={fieldState.error.message} />
        </Typography>
      )}
    </Box>
  );
};

const SendMessage = () => {
  const t = useT();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'message', action: 'create' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  const send = async (values: Record<string, unknown>) => {
    const { message: text } = await dataProvider.sendMessage({
      from_name: String(values.from_name ?? '').trim(),
      subject: String(values.subject ?? '').trim(),
      template_id: values.template_id as string,
      template_text: String(values.template_text ?? ''),
    });
    return text || MESSAGE_TEXTS.sent;
  };
  return (
    <>
      <Button variant="contained" startIcon={<SendIcon />} onClick={() => setOpen(true)}>
        {t('Send')}
      </Button>
      {open && (
        <FormDialog
          open
          wide
          title={t('Send Message')}
          submitLabel="Send"
          onClose={() => setOpen(false)}
          onSubmit={send}
          successText={MESSAGE_TEXTS.sent}
          failureText={MESSAGE_TEXTS.sendFailed}
          dialogKey={`message-${record.id}-send`}
          defaultValues={{
            from_name: record.from_name ?? '',
            subject: record.subject ?? '',
            template_id: record.template_id ?? null,
            template_text: record.template_text ?? '',
          }}
        >
          <TemplateChoice />
          <TextInput source="from_name" label="From Name" validate={required(MESSAGE_TEXTS.fromName)} fullWidth />
          <TextInput source="subject" label="Subject" validate={required(MESSAGE_TEXTS.subject)} fullWidth />
          <TextInput source="template_text" label="Template text" multiline minRows={4} fullWidth />
        </FormDialog>
      )}
    </>
  );
};

const MessageShow = () => (
  <SchemaShow schema={message}>
    <SimpleShowLayout>
      <ShowFields schema={message} />
      <SendMessage />
    </SimpleShowLayout>
  </SchemaShow>
);

export default MessageShow;
