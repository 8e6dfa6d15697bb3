/**
 * The console's delete confirmation text ('Are you sure you want to delete this record'), with a
 * resource's own warning on a second line when it has one (purchased land: its files go too).
 */
import { DialogContentText } from '@mui/material';
import { MESSAGES } from './messages';

export const deleteConfirmContent = (warning?: string) =>
  warning ? (
    <>
      <DialogContentText>{MESSAGES.deleteContent}</DialogContentText>
      <DialogContentText sx={{ mt: 1 }}>{warning}</DialogContentText>
    </>
  ) : (
    MESSAGES.deleteContent
  );
