/** A user department: tabs Summary and Fields: the department's fields in their order… */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/UserDepartmentShow.tsx"
import { TabbedShowLayout } from 'react-admin';
import { ChildRows } from '../../common/schema/ChildRows';
import { SchemaShow, ShowFields } from '../../common/schema/views';
import { userdepartment, userdepartmentfield } from './userDepartments';
import { useT } from '../../common/i18n';

const FieldsTab = () => {
  const t = useT();
  return (
    <ChildRows
      schema={userdepartmentfield}
      target="dept_id"
      param="deptid"
      addLabel="Add Field"
      empty={t('No fields yet.')}
      sort={{ field: 'order', order: 'ASC' }}
      deletable={false}
    />
  );
};

const UserDepartmentShow = () => (
  <SchemaShow schema={userdepartment}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="Summary">
        <ShowFields schema={userdepartment} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Fields" path="field">
        <FieldsTab />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </SchemaShow>
);

export default UserDepartmentShow;
