/**
 * Links of a sales record (booking, resale) to its plot, project and customer, each plain text
 * without the view permission (spec 1 §6). The plot link goes by id (inventory C16).
 */
import { useRecordContext, type Identifier, type RaRecord } from 'ra-core';
import { PermissionLink } from '../../../common/PermissionLink';

interface Ref {
  id: Identifier;
  name?: unknown;
  number?: unknown;
}

const refOf = (record: RaRecord | undefined, source: string): Ref | null => {
  const value = record?.[source] as Ref | null | undefined;
  return value && typeof value === 'object' && value.id !== undefined && value.id !== null ? value : null;
};

/** The plot's number, linking to /{orgid}/plot/{id}/show with plot.view. */
export const RecordPlotLink = ({ record: given }: { record?: RaRecord }) => {
  const record = useRecordContext({ record: given });
  const plot = refOf(record, 'plot');
  if (!plot) return <span>-</span>;
  return (
    <PermissionLink resource="plot" id={plot.id}>
      {String(plot.number ?? plot.id)}
    </PermissionLink>
  );
};

/** The project (record.project, or the plot's layout's project), linking with project.view. */
export const RecordProjectLink = ({ record: given }: { record?: RaRecord }) => {
  const record = useRecordContext({ record: given });
  const project = refOf(record, 'project') ?? refOf(record?.layout as RaRecord | undefined, 'project');
  if (!project) return <span>-</span>;
  return (
    <PermissionLink resource="project" id={project.id}>
      {String(project.name ?? project.id)}
    </PermissionLink>
  );
};

/** A person of the record (customer, broker), linking to the customer page with customer.view. */
export const RecordPersonLink = ({ record: given, source = 'customer' }: { record?: RaRecord; source?: string }) => {
  const record = useRecordContext({ record: given });
  const person = refOf(record, source);
  if (!person) return <span>-</span>;
  return (
    <PermissionLink resource="customer" id={person.id}>
      {String(person.name ?? person.id)}
    </PermissionLink>
  );
};
