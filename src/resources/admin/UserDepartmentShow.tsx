/**
 * A user department (spec 3 §2 "User departments"): tabs Summary (the declared fields) and Fields
 * (/show/field): the department's fields (GET userdepartmentfield with dept_id) in their order,
 * 'Add Field' to /userdepartmentfield/create?deptid={id} and Edit to
 * /userdepartmentfield/{id}?deptid={id}, each only with its permission.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, TabbedShowLayout, useRecordContext, type RaRecord } from 'react-admin';
import type { Identifier } from 'ra-core';
import { TabNotice } from '../../common/display';
import { GatedButton } from '../../common/GatedButton';
import { fieldsIn } from '../../common/schema/define';
import { FieldValue, SchemaShow, ShowFields } from '../../common/schema/views';
import { userdepartment, userdepartmentfield } from './userDepartments';

const FIELD = userdepartmentfield.name;

const departmentFieldPaths = (deptId: Identifier) => ({
  create: `/${FIELD}/create?deptid=${deptId}`,
  edit: (id: Identifier) => `/${FIELD}/${id}?deptid=${deptId}`,
});

const FieldsTab = () => {
  const department = useRecordContext();
  if (!department) return null;
  const paths = departmentFieldPaths(department.id);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', py: 1 }}>
        <GatedButton resource={FIELD} action="create" to={paths.create} label="Add Field" icon={<AddIcon />} variant="contained" />
      </Box>
      <ReferenceManyField
        reference={FIELD}
        target="dept_id"
        perPage={20}
        sort={{ field: 'order', order: 'ASC' }}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 30, 50, 100]} />}
        empty={<TabNotice>No fields yet.</TabNotice>}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          {fieldsIn(userdepartmentfield, 'list').map(([source, field]) => (
            <DataTable.Col key={source} source={source} label={field.label} disableSort render={(r: RaRecord) => <FieldValue source={source} field={field} record={r} />} />
          ))}
          <DataTable.Col label="" disableSort render={(r: RaRecord) => <GatedButton resource={FIELD} action="edit" to={paths.edit(r.id)} label="Edit" icon={<EditIcon />} />} />
        </DataTable>
      </ReferenceManyField>
    </Box>
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
