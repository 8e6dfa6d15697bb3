/**
 * The plot and project of a sale (record.plot, record.project), each a link that is plain text
 * without its view permission (plot.view, project.view). The customer and broker use the plot
 * screens' CustomerLink (customer.view).
 */
import { useRecordContext, type Identifier, type RaRecord } from 'ra-core';
import { PermissionLink } from '../../../common/PermissionLink';

type Ref = { id: Identifier; number?: unknown; name?: unknown } | null | undefined;

export const SalePlotLink = ({ record: given }: { record?: RaRecord }) => {
  const record = useRecordContext({ record: given });
  const plot = record?.plot as Ref;
  if (!plot) return <span>-</span>;
  return (
    <PermissionLink resource="plot" id={plot.id}>
      {String(plot.number ?? plot.id)}
    </PermissionLink>
  );
};

export const SaleProjectLink = ({ record: given }: { record?: RaRecord }) => {
  const record = useRecordContext({ record: given });
  const project = record?.project as Ref;
  if (!project) return <span>-</span>;
  return (
    <PermissionLink resource="project" id={project.id}>
      {String(project.name ?? project.id)}
    </PermissionLink>
  );
};

/** The page title of a sale: 'Plot Sale: Plot {number}'. */
export const SaleTitle = () => {
  const r = useRecordContext();
  return <span>{r ? `Plot Sale: Plot ${(r.plot as { number?: unknown } | null)?.number ?? r.id}` : 'Plot Sale'}</span>;
};
