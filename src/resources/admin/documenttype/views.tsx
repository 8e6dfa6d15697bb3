import { makeTypeViews } from '../../../common/TypeViews';

/** Document types (spec 1 §2 "Documents", §3, §5): 20 per page; edit and delete gated by documenttype.update / .delete. */
export const { List, Create, Edit } = makeTypeViews({
  nameRequired: 'DocumentType name is required',
  loanFlag: true,
  perPage: 20,
});
