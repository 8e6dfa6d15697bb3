/** A customer's Customer Attribute tab: each attribute type of the organization with the customer's… docs/decisions.md "Customers" */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/CustomerAttributes.tsx"
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { TabNotice } from '../../../common/display';
import { MESSAGES } from '../../../common/messages';
import { AttributeTypesState } from '../../../features/attributes/AttributeTypesState';
import { ATTRIBUTE_LOADER_TEXTS, attributeValueText, customerAttributeKey, type AttributeOption } from '../../../common/attributeTypes';
import { useAttributeTypes } from '../../../common/useAttributeTypes';
import { customer as customerSchema } from './customers';
import { useT } from '../../../common/i18n';

export { ATTRIBUTE_LOADER_TEXTS };

export const CustomerAttributesTab = () => {
  const t = useT();
  const customer = useRecordContext();
  const { data, isPending, error } = useAttributeTypes(customerSchema.attributes?.types);
  if (!customer) return null;
  if (isPending || error) return <AttributeTypesState isPending={isPending} error={error} />;
  if (!data?.length) return <TabNotice>{t(MESSAGES.noItems)}</TabNotice>;
  return (
    <Table size="small" aria-label={t('Customer Attribute')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('Attribute')}</TableCell>
          <TableCell>{t('Value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map(type => (
          <TableRow key={String(type.id)}>
            <TableCell>{String(type.name ?? '')}</TableCell>
            <TableCell>
              {attributeValueText(
                { option_type: type.option_type, option_value: type.option_value as AttributeOption[] | null },
                customer[customerAttributeKey(type.id)],
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export default CustomerAttributesTab;
