/**
 * Create and edit pages with the console's conventions: saves are pessimistic (the form keeps
 * every value on failure and is blocked while a save is pending), the server's field errors land
 * on their fields, its message shows as a warning, and success shows the server's message.
 */
import type { ReactNode } from 'react';
import { useRedirect, useResourceContext, useSaveContext, type RaRecord, type RedirectionSideEffect } from 'ra-core';
import { useFormState } from 'react-hook-form';
import { Create, Edit, SaveButton, Toolbar, DeleteButton } from 'react-admin';
import { DraftKeeper, DropForeignErrors, KeepEditsOnRefetch, LeaveGuard } from './formSafety';
import { getSession } from '../api/session';
import { MESSAGES } from './messages';
import { deleteConfirmContent } from './deleteConfirm';
import { useServerNotify } from './useServerNotify';

interface FormPageProps {
  children: ReactNode;
  /** false: no title (e.g. a side panel over a list that has its own). */
  title?: ReactNode | false;
  redirect?: RedirectionSideEffect;
  /** Turns the form values into what is sent (react-admin's transform). */
  transform?: (data: RaRecord) => RaRecord | Promise<RaRecord>;
}

/** What a save does next: the server's message (or react-admin's), the redirect; failures as warnings. */
const useSaveSideEffects = (redirect: RedirectionSideEffect, fallback: string) => {
  const { success, failure } = useServerNotify();
  const resource = useResourceContext();
  const goTo = useRedirect();
  return {
    onSuccess: (data: RaRecord) => {
      // react-admin answers a save that signed the user out (401, 403) with an empty success: no
      // message and no redirect then (the sign-in brings the user back here, with the draft).
      if (!getSession()) return;
      success(data, fallback);
      goTo(redirect, resource, data.id, data);
    },
    onError: failure,
  };
};

export const ResourceCreate = ({ children, title, redirect = 'list', transform }: FormPageProps) => (
  <Create title={title} transform={transform} mutationOptions={useSaveSideEffects(redirect, 'ra.notification.created')}>
    <KeepEditsOnRefetch>{children}</KeepEditsOnRefetch>
  </Create>
);

export const ResourceEdit = ({ children, title, redirect = 'list', transform }: FormPageProps) => (
  <Edit title={title} transform={transform} mutationMode="pessimistic" mutationOptions={useSaveSideEffects(redirect, 'ra.notification.updated')}>
    {/* A refetch of the record keeps what is being typed (issue 12). */}
    <KeepEditsOnRefetch>{children}</KeepEditsOnRefetch>
  </Edit>
);

/**
 * Save: enabled on a pristine form too (so that clicking it shows the required messages), and
 * disabled while a save is pending.
 */
export const FormSaveButton = () => {
  const { isSubmitting } = useFormState();
  const { saving } = useSaveContext();
  return (
    <>
      {/* Every form with this Save asks before its unsaved changes are left, and keeps them as a draft (issue 12). */}
      <LeaveGuard />
      <DraftKeeper />
      <DropForeignErrors />
      <SaveButton alwaysEnable={!isSubmitting && !saving} />
    </>
  );
};

/**
 * The form toolbar: Save, and Delete (with the console's confirmation) where the user may delete;
 * after a delete, `deleteRedirect` (default the list; a child record goes back to its parent's tab).
 */
export const FormToolbar = ({ deletable = true, deleteRedirect, deleteWarning }: { deletable?: boolean; deleteRedirect?: RedirectionSideEffect; deleteWarning?: string }) => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <FormSaveButton />
    {deletable && (
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle={MESSAGES.deleteTitle}
        confirmContent={deleteConfirmContent(deleteWarning)}
        redirect={deleteRedirect}
      />
    )}
  </Toolbar>
);
