/** The whole Folder/Files area of a show tab: the folder view and, once a folder is opened… */
// Reasoning: docs/decisions.md "Notes: src/features/documents/DocumentArea.tsx"
import { useStore, type Identifier } from 'react-admin';
import { AreaNotice } from './components';
import { FolderFiles } from './FolderFiles';
import { FolderGrid } from './FolderGrid';
import type { DocumentOwnerType } from './model';
import { useDocumentAccess } from './useDocumentAccess';

export type { DocumentOwnerType } from './model';

export interface DocumentAreaProps {
  type: DocumentOwnerType;
  pid: Identifier;
}

/** The store key of the folder opened in an owner's area. */
export const openFolderKey = (type: DocumentOwnerType, pid: Identifier) => `documents.${type}.${pid}.folder`;

export const DocumentArea = ({ type, pid }: DocumentAreaProps) => {
  const access = useDocumentAccess(type);
  const [folderId, setFolderId] = useStore<Identifier | null>(openFolderKey(type, pid), null);
  if (!access.view) return <AreaNotice severity="warning">You do not have permission to see these documents.</AreaNotice>;
  return folderId === null || folderId === undefined ? (
    <FolderGrid type={type} pid={pid} access={access} onOpen={setFolderId} />
  ) : (
    <FolderFiles type={type} pid={pid} folderId={folderId} access={access} onBack={() => setFolderId(null)} />
  );
};
