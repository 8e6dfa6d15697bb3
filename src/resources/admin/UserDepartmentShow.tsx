/**
 * A user department (spec 3 §2 "User departments"): tabs Summary (the declared fields) and Fields
 * (/show/field): the department's fields (GET userdepartmentfield with dept_id) in their order,
 * 'Add Field' to /userdepartmentfield/create?deptid={id} and Edit to
 * /userdepartmentfield/{id}?deptid={id}, each only with its permission.
 */
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
