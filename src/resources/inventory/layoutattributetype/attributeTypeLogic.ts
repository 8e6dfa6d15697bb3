/**
 * Layout attribute types: the shared attribute-type pieces (src/features/attributes) that the
 * layout Attributes tab reads, and the rules of the layout declaration
 * (src/resources/admin/attributeTypes.ts) for the hand-written demo API.
 */
import type { Mode } from '../../../common/schema/fields';
import { validateRecord } from '../../../common/schema/rules';
import { layoutattributetype } from '../../admin/attributeTypes';

export {
  ATTRIBUTE_TYPE_MESSAGES,
  OPTION_TYPE_CHOICES,
  OPTION_TYPES,
  hasOptionList,
  isRange,
  slugOf,
  type AttributeOption,
  type OptionType,
} from '../../../features/attributes/attributeTypes';

/**
 * The field errors of a layout attribute type (create or edit), keyed by field path
 * (`option_value.0.option_value` for a row): empty when valid.
 */
export const validateAttributeType = (values: Record<string, unknown>, mode: Mode): Record<string, string> =>
  validateRecord(layoutattributetype, values, mode);
