/** A parent's child records in one of its show tabs — a customer's bank details, a carousel's slides, a department's fields… */
// Reasoning: docs/decisions.md "Notes: src/common/schema/ChildRows.tsx"
import type { ReactElement } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { DataTable, DeleteButton, Pagination, ReferenceManyField, useRecordContext, type RaRecord } from 'react-admin';
import type { Identifier } from 'ra-core';
import { useAllowed } from '../access';
import { TabNotice } from '../display';
import { GatedButton } from '../GatedButton';
import { MESSAGES } from '../messages';
import { fieldsIn, type ResourceSchema } from './define';
import { FieldValue } from './views';

export const CHILD_PAGE_SIZES = [10, 20, 30, 50, 100];

export interface ChildRowsProps {
  /** The child resource's declaration: its name and its list columns. */
  schema: ResourceSchema;
  /** The filter the API reads the parent's children by (cid, slide_id, dept_id…). */
  target: string;
  /** The query parameter of the child's create and edit routes (cid, slideid, deptid…). */
  param: string;
  /** The add button's label ('Add Slide', 'Add Bank Details'…). */
  addLabel: string;
  /** What the tab says when there are no children. */
  empty: string;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  /** Whether rows have a Delete button (with the child's delete permission); default true. */
  deletable?: boolean;
  /** Extra columns after the declared ones, before the row buttons. */
  extraColumns?: ReactElement[];
}

/** The child's create and edit paths, keeping the parent under `param`. */
export const childPaths = (child: string, param: string, parentId: Identifier) => ({
  create: `/${child}/create?${param}=${encodeURIComponent(String(parentId))}`,
  edit: (id: Identifier) => `/${child}/${encodeURIComponent(String(id))}?${param}=${encodeURIComponent(String(parentId))}`,
});

export const ChildRows = ({
  schema,
  target,
  param,
  addLabel,
  empty,
  sort,
  perPage = 20,
  deletable = true,
  extraColumns = [],
}: ChildRowsProps) => {
  const parent = useRecordContext();
  const child = schema.name;
  const canDelete = useAllowed(child, 'delete') && deletable;
  if (!parent) return null;
  const paths = childPaths(child, param, parent.id);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', py: 1 }}>
        <GatedButton resource={child} action="create" to={paths.create} label={addLabel} icon={<AddIcon />} variant="contained" />
      </Box>
      <ReferenceManyField
        reference={child}
        target={target}
        perPage={perPage}
        sort={sort ?? { field: 'created_at', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={CHILD_PAGE_SIZES} />}
        empty={<TabNotice>{empty}</TabNotice>}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          {fieldsIn(schema, 'list').map(([source, field]) => (
            <DataTable.Col
              key={source}
              source={source}
              label={field.label}
              disableSort
              render={(r: RaRecord) => <FieldValue source={source} field={field} record={r} />}
            />
          ))}
          {extraColumns}
          <DataTable.Col
            label=""
            disableSort
            render={(r: RaRecord) => (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <GatedButton resource={child} action="edit" to={paths.edit(r.id)} label="Edit" icon={<EditIcon />} />
                {canDelete && <RowDeleteButton record={r} resource={child} />}
              </Box>
            )}
          />
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};

/** A row's Delete in a parent's tab: asked first, done at once (pessimistic), the tab stays. */
export const RowDeleteButton = ({ record, resource }: { record: RaRecord; resource: string }) => (
  <DeleteButton
    record={record}
    resource={resource}
    mutationMode="pessimistic"
    redirect={false}
    confirmTitle={MESSAGES.deleteTitle}
    confirmContent={MESSAGES.deleteContent}
  />
);
