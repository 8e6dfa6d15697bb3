/** Links and cells the plotemi screens share. */
import type { RaRecord } from 'ra-core';
import { useRecordContext } from 'ra-core';
import { PermissionLink } from '../../../common/PermissionLink';

/** The plan's plot, linked to the plot (plot.view). */
export const PlanPlotLink = ({ record: given }: { record?: RaRecord }) => {
  const record = useRecordContext({ record: given });
  const plot = record?.plot as { id?: number; number?: unknown } | null | undefined;
  if (!plot?.id) return <span>-</span>;
  return (
    <PermissionLink resource="plot" id={plot.id}>
      {String(plot.number ?? plot.id)}
    </PermissionLink>
  );
};

/** The plan's project, linked to the project (project.view). */
export const PlanProjectLink = ({ record: given }: { record?: RaRecord }) => {
  const record = useRecordContext({ record: given });
  const project = (record?.plot as { project?: { id: number; name?: unknown } | null } | null | undefined)?.project;
  if (!project) return <span>-</span>;
  return (
    <PermissionLink resource="project" id={project.id}>
      {String(project.name ?? project.id)}
    </PermissionLink>
  );
};

/** plot_book_id linked to the booking's show page (plotbook.view), plot_sale_id to the sale's (plotsale.view). */
export const SourceLink = ({ record: given, source }: { record?: RaRecord; source: 'plot_book_id' | 'plot_sale_id' }) => {
  const record = useRecordContext({ record: given });
  const id = record?.[source];
  if (id === null || id === undefined || id === '') return <span>-</span>;
  return (
    <PermissionLink resource={source === 'plot_book_id' ? 'plotbook' : 'plotsale'} id={id}>
      {String(id)}
    </PermissionLink>
  );
};
