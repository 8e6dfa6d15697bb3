import { SchemaShow } from '../../common/schema/views';
import { customer } from './customers';

const CustomerShow = () => <SchemaShow schema={customer} />;
export default CustomerShow;
