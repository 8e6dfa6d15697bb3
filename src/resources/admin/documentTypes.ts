/** Document types and customer document types (spec 1 §2 "Documents", §3, §5, §6): a name and the loan-requirement flag; 20 per page. */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/documentTypes.ts"
import { defineSchema } from '../../common/schema/define';
import { flag, text } from '../../common/schema/fields';

const typeFields = (nameRequired: string) => ({
  name: text('Name').required(nameRequired).in('list', 'search', 'sort'),
  loanrecdoc: flag('Loan requirement document').in('list').default(0),
});

export const documenttype = defineSchema({
  name: 'documenttype',
  label: 'Document Types',
  singular: 'Document Type',
  group: 'admin',
  icon: 'document',
  reducedMenu: true,
  views: ['list', 'create', 'edit'],
  recordRepresentation: 'name',
  fields: typeFields('DocumentType name is required'),
  seed: false,
});

export const customerdocumenttype = defineSchema({
  name: 'customerdocumenttype',
  label: 'Customer Document Types',
  singular: 'Customer Document Type',
  group: 'admin',
  icon: 'customerdocument',
  reducedMenu: false,
  views: ['list', 'create', 'edit'],
  recordRepresentation: 'name',
  deletable: false,
  fields: typeFields('Customer DocumentType name is required'),
  seed: false,
});
