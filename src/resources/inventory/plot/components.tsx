/**
 * Pieces the plot and property screens share: the status chip, permission-aware links to a
 * plot's tabs and the project / layout / customer links of a plot.
 */
import type { ReactNode } from 'react';
import { Chip, Link as MuiLink, Typography } from '@mui/material';
import { EditButton, TopToolbar } from 'react-admin';
import { useCanAccess, useCreatePath, useRecordContext, type Identifier, type RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { PermissionLink } from '../../../common/PermissionLink';
import { statusColor, statusTextColor } from '../../../features/plotStatus/colors';
import { useWatch } from 'react-hook-form';
import { describeMeasurement, measurementArea } from './plotLogic';

/** A plot (or property) status as a coloured chip, until the status flow lands. */
export const PlotStatusChip = ({ status }: { status?: unknown }) => {
  const text = status ? String(status) : '';
  if (!text) return <span>-</span>;
  return (
    <Chip
      component="span"
      size="small"
      label={text}
      sx={{ bgcolor: statusColor(text), color: statusTextColor(text), fontWeight: 600 }}
      data-status={text}
    />
  );
};

/**
 * A link to a tab of a record's show page (`/{resource}/{id}/show/{tab}`), plain text without
 * the view permission (spec 1 §6).
 */
export const TabLink = ({
  resource,
  id,
  tab,
  children,
}: {
  resource: string;
  id: Identifier;
  tab: string;
  children: ReactNode;
}) => {
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource, action: 'show' });
  if (!canAccess) return <span>{children}</span>;
  return (
    <MuiLink component={Link} to={`${createPath({ resource, id, type: 'show' })}/${tab}`} onClick={e => e.stopPropagation()}>
      {children}
    </MuiLink>
  );
};

interface LayoutRef {
  id: Identifier;
  name?: string;
  project_id?: Identifier;
  project?: { id: Identifier; name?: string } | null;
}

const layoutOf = (record?: RaRecord): LayoutRef | null => (record?.layout as LayoutRef | null) ?? null;

/** The project of a plot (through its layout), linked with project.view. */
export const PlotProjectLink = ({ record: given }: { record?: RaRecord }) => {
  const record = useRecordContext({ record: given });
  const project = layoutOf(record)?.project;
  if (!project) return <span>-</span>;
  return (
    <PermissionLink resource="project" id={project.id}>
      {project.name}
    </PermissionLink>
  );
};

/** The layout of a plot, linked with the layout's view key (project.view). */
export const PlotLayoutLink = ({ record: given }: { record?: RaRecord }) => {
  const record = useRecordContext({ record: given });
  const layout = layoutOf(record);
  if (!layout) return <span>-</span>;
  return (
    <PermissionLink resource="layout" id={layout.id}>
      {layout.name}
    </PermissionLink>
  );
};


/** The project of a plot (through its layout), for the project documents tab. */
export const plotProjectId = (record: RaRecord): Identifier | undefined => layoutOf(record)?.project_id as Identifier | undefined;


/** The sides and the area of the measurement as it is typed. */
export const MeasurementPreview = ({ source = 'measurement' }: { source?: string }) => {
  const value = useWatch({ name: source });
  const sides = describeMeasurement(value);
  if (!sides) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ mt: -1, mb: 2, display: 'block' }} data-testid="measurement-preview">
      {sides} · about {measurementArea(value)?.toLocaleString('en-IN')} Sqft
    </Typography>
  );
};


/** The actions of a show page: Edit, shown with the update permission. */
export const EditActions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);
