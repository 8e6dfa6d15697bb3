/** Plot resale edit (spec 3 §3, §5): status Available, Hold or Sold ('Status is required') and the customer permission Show or Hide. */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotresale/PlotResaleEdit.tsx"
import { RadioButtonGroupInput, SelectInput, SimpleForm } from 'react-admin';
import { FormToolbar, ResourceEdit } from '../../../common/ResourceForm';
import { ResaleParties } from './components';
import { CUSTOMER_PERMISSION_CHOICES, RESALE_STATUS_CHOICES, validateResaleStatus } from './resaleLogic';

export const PlotResaleEdit = () => (
  <ResourceEdit transform={r => ({ id: r.id, status: r.status ?? '', customer_permission: r.customer_permission ?? '' })}>
    <SimpleForm toolbar={<FormToolbar />}>
      <ResaleParties />
      <SelectInput source="status" label="Status" choices={RESALE_STATUS_CHOICES} validate={validateResaleStatus} emptyText="" />
      <RadioButtonGroupInput source="customer_permission" label="Customer Permission" choices={CUSTOMER_PERMISSION_CHOICES} />
    </SimpleForm>
  </ResourceEdit>
);

export default PlotResaleEdit;
