/**
 * Plot sale status types: the record is one text, `status` (spec 2 §3 "Plot sale status type:
 * status"; §5 "status required", no text given: 'Status is required'). 20 per page, created_at
 * descending (spec 2 §9).
 */
import { makeTypeViews } from '../../../common/TypeViews';
import { SALE_STATUS_MESSAGES } from '../plotsale/saleLogic';

export const { List, Create, Edit } = makeTypeViews({
  nameRequired: SALE_STATUS_MESSAGES.typeStatusRequired,
  field: { source: 'status', label: 'Status' },
});
