/** Document types and customer document types (spec 1 §3, §5). */
import { crud, type CrudOptions } from './crud';
import { flag, str } from './util';

const typeResource = (message: string): Omit<CrudOptions, 'deletable'> => ({
  fields: ['name', 'loanrecdoc'],
  coerce: { name: v => str(v), loanrecdoc: flag },
  searchFields: ['name'],
  validate: values => (str(values.name) ? null : { name: message }),
});

export const documentTypeHandlers = [
  ...crud('documenttype', typeResource('DocumentType name is required')),
  ...crud('customerdocumenttype', { ...typeResource('Customer DocumentType name is required'), deletable: false }),
];
