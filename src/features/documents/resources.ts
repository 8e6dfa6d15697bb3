/** The registry declarations of document/project, document/plot and document/property: create and edit only, no list and no menu entry… */
// Reasoning: docs/decisions.md "Notes: src/features/documents/resources.ts"
import FolderIcon from '@mui/icons-material/Folder';
import { defineResource, type ResourceDeclaration } from '../../app/resourceTypes';
import { lazyView } from '../../common/loadable';
import { documentResource, type DocumentOwnerType } from './model';

const LABELS: Record<DocumentOwnerType, string> = {
  project: 'Project Documents',
  plot: 'Plot Documents',
  property: 'Property Documents',
  purchasedland: 'Purchased Land Documents',
};

const DocumentCreate = lazyView(() => import('./DocumentForm').then(m => ({ default: m.DocumentCreate })));
const DocumentEdit = lazyView(() => import('./DocumentForm').then(m => ({ default: m.DocumentEdit })));
const ProjectDocumentShow = lazyView(() => import('./ProjectDocumentShow'));

export const documentResourceDeclaration = (type: DocumentOwnerType): ResourceDeclaration =>
  defineResource({
    name: documentResource(type),
    label: LABELS[type],
    singular: 'Document',
    group: 'inventory',
    icon: FolderIcon,
    create: DocumentCreate,
    edit: DocumentEdit,
    ...(type === 'project' ? { show: ProjectDocumentShow } : {}),
    recordRepresentation: 'name',
    reducedMenu: true,
    menu: false,
  });

export const projectDocuments = documentResourceDeclaration('project');
export const plotDocuments = documentResourceDeclaration('plot');
export const propertyDocuments = documentResourceDeclaration('property');
export const purchasedLandDocuments = documentResourceDeclaration('purchasedland');
