/** Create and edit pages with the console's conventions: saves are pessimistic, the server's field errors land on their fields… */
// Reasoning: docs/decisions.md "Notes: src/common/ResourceForm.tsx"
import { useRef, type ReactNode } from 'react';
import { useRedirect, useResourceContext, useSaveContext, useStore, type RaRecord, type RedirectionSideEffect } from 'ra-core';
import { useFormState } from 'react-hook-form';
import { Button, Create, Edit, SaveButton, Toolbar, DeleteButton } from 'react-admin';
import { Link } from 'react-router-dom';
import { useOrgPath } from './access';
import { DraftKeeper, DropForeignErrors, KeepEditsOnRefetch, LeaveGuard } from './formSafety';
import { isStaleConflict, StaleEditGuard } from './ConflictDialog';
import { getSession } from '../api/session';
import { deleteTitleOf } from './messages';
import { deleteConfirmContent } from './deleteConfirm';
import { useServerNotify } from './useServerNotify';
import { SaveConfirm } from './SaveConfirm';

interface FormPageProps {
  children: ReactNode;
  /** false: no title (e.g. a side panel over a list that has its own). */
  title?: ReactNode | false;
  redirect?: RedirectionSideEffect;
  /** Turns the form values into what is sent (react-admin's transform). */
  transform?: (data: RaRecord) => RaRecord | Promise<RaRecord>;
}

const CREATED = 'ra.notification.created';

/** What a save does next: the server's message (or react-admin's), the redirect; failures as warnings. */
const useSaveSideEffects = (redirect: RedirectionSideEffect, fallback: string) => {
  const { success, failure } = useServerNotify();
  const resource = useResourceContext();
  const goTo = useRedirect();
  // Where react-admin's list would scroll back to (its <Resource> keeps it while the list is shown).
  const [listPosition] = useStore<number | undefined>(`${resource}.list.scrollPosition`);
  return {
    onSuccess: (data: RaRecord) => {
      // react-admin answers a save that signed the user out (401, 403) with an empty success: no message and no redirect then.
      if (!getSession()) return;
      success(data, fallback);
      // Back to a list react-admin scrolls nowhere unless the list has a position to restore: the page stayed where the form was scrolled.
      const toTop = fallback === CREATED || listPosition == null;
      goTo(redirect, resource, data.id, data, toTop ? { _scrollToTop: true } : {});
    },
    // A stale update is told by the form's conflict dialog (ConflictDialog.tsx), not by a notification.
    onError: (error: unknown) => (isStaleConflict(error) ? undefined : failure(error)),
  };
};

export const ResourceCreate = ({ children, title, redirect = 'list', transform }: FormPageProps) => (
  <Create title={title} transform={transform} mutationOptions={useSaveSideEffects(redirect, CREATED)}>
    <KeepEditsOnRefetch>{children}</KeepEditsOnRefetch>
  </Create>
);

export const ResourceEdit = ({ children, title, redirect = 'list', transform }: FormPageProps) => (
  <Edit
    title={title}
    transform={transform}
    mutationMode="pessimistic"
    mutationOptions={useSaveSideEffects(redirect, 'ra.notification.updated')}
  >
    {/* A refetch of the record keeps what is being typed (issue 12). */}
    <KeepEditsOnRefetch>{children}</KeepEditsOnRefetch>
  </Edit>
);

/** Save: enabled on a pristine form too (so that clicking it shows the required messages), and disabled while a save is pending. */
export const FormSaveButton = () => {
  const { isSubmitting } = useFormState();
  const { saving } = useSaveContext();
  const keepDraft = useRef<() => void>(undefined);
  return (
    <>
      {/* Every form with this Save asks before its unsaved changes are left, and keeps them as a draft (issue 12). */}
      <LeaveGuard />
      <DraftKeeper keepRef={keepDraft} />
      {/* ...and cannot overwrite a change made since it was opened (issue 38). */}
      <StaleEditGuard keepDraft={keepDraft} />
      <DropForeignErrors />
      {/* A question a part of the form asks before saving (a duplicate phone, issue 40). */}
      <SaveConfirm />
      <SaveButton alwaysEnable={!isSubmitting && !saving} />
    </>
  );
};

/** A form's Cancel: back to `to` (relative to the organization), as the form's return path says. */
const CancelButton = ({ to }: { to: string }) => {
  const orgPath = useOrgPath();
  return <Button component={Link} to={orgPath(to)} label="Cancel" />;
};

/** The form toolbar: Save, Cancel where the form says where it goes, and Delete where the user may delete… */
export const FormToolbar = ({
  deletable = true,
  deleteRedirect,
  cancelTo,
  deleteWarning,
}: {
  deletable?: boolean;
  deleteRedirect?: RedirectionSideEffect;
  cancelTo?: string;
  deleteWarning?: string;
}) => {
  const resource = useResourceContext();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <span style={{ display: 'flex', gap: 8 }}>
        <FormSaveButton />
        {cancelTo && <CancelButton to={cancelTo} />}
      </span>
      {deletable && (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle={deleteTitleOf(resource)}
          confirmContent={deleteConfirmContent(deleteWarning)}
          redirect={deleteRedirect}
        />
      )}
    </Toolbar>
  );
};
