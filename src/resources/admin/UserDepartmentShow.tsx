/** A user department: tabs Summary and Fields: the department's fields in their order… */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/UserDepartmentShow.tsx"
import { ChildRows } from '../../common/schema/ChildRows';
import { SchemaShow, ShowFields } from '../../common/schema/views';
import { userdepartment, userdepartmentfield } from './userDepartments';
import { useT } from '../../common/i18n';
import { ShowTabs } from '../../common/display';

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
    <ShowTabs
      tabs={[
        { label: 'Summary', content: <ShowFields schema={userdepartment} /> },
        { label: 'Fields', path: 'field', content: <FieldsTab /> },
      ]}
    />
  </SchemaShow>
);

export default UserDepartmentShow;
