/** What the user may do with an owner's documents (spec 1 §6): the document/{type} keys of the exception table. */
// Reasoning: docs/decisions.md "Notes: src/features/documents/useDocumentAccess.ts"
import { canAccess } from '../../api/permissions';
import { useOrg } from '../../common/OrgContext';
import { documentResource, type DocumentOwnerType } from './model';

export interface DocumentAccess {
  view: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

export const useDocumentAccess = (type: DocumentOwnerType): DocumentAccess => {
  const { membership } = useOrg();
  const resource = documentResource(type);
  const can = (action: string) => canAccess(membership, { resource, action });
  return { view: can('list'), create: can('create'), update: can('edit'), delete: can('delete') };
};

/** One permission of another resource (e.g. plot.view for plot links). */
export const useCan = (resource: string, action: string): boolean => {
  const { membership } = useOrg();
  return canAccess(membership, { resource, action });
};
