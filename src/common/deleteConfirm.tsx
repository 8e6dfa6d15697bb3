/** The console's delete confirmation text, with a resource's own warning on a second line when it has one. */
// Reasoning: docs/decisions.md "Notes: src/common/deleteConfirm.tsx"
import { DialogContentText } from '@mui/material';
import { MESSAGES } from './messages';
import { useT } from './i18n';

/** Both lines, each in the chosen language (react-admin's Confirm translates a text content only). */
const DeleteContent = ({ warning }: { warning: string }) => {
  const t = useT();
  return (
    <>
      <DialogContentText>{t(MESSAGES.deleteContent)}</DialogContentText>
      <DialogContentText sx={{ mt: 1 }}>{t(warning)}</DialogContentText>
    </>
  );
};

export const deleteConfirmContent = (warning?: string) => (warning ? <DeleteContent warning={warning} /> : MESSAGES.deleteContent);
