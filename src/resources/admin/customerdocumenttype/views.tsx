import { makeTypeViews } from '../../../common/TypeViews';

/**
 * Customer document types (spec 1 §3, §5, §6): 20 per page; customerdocumenttype.update gates
 * edit; bulk delete is always off.
 */
export const { List, Create, Edit } = makeTypeViews({
  nameRequired: 'Customer DocumentType name is required',
  loanFlag: true,
  deletable: false,
  perPage: 20,
});
