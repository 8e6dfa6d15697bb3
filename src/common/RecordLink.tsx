/**
 * THE link to a record or a list of the organization, for every resource (spec 1 §6): a link when
 * the resource is registered (src/app/resources.ts, as <Admin> registered it) with that page and
 * the member may open it; plain text otherwise. A customer name therefore stays text while the
 * customer resource is not registered, and becomes a link the day it is, with no change here.
 *
 *   <RecordLink resource="customer" id={7}>Ravi</RecordLink>              /customer/7/show
 *   <RecordLink resource="plot" id={3} tab="map">Map</RecordLink>          /plot/3/show/map
 *   <RecordLink resource="plot" type="list" filter={{ lid: 4 }}>12</RecordLink>
 *   <RecordRef resource="project" source="layout.project" />  the record's embedded project by name
 */
import { useContext, type ReactNode } from 'react';
import { Link as MuiLink, type SxProps, type Theme } from '@mui/material';
import { useBasename, useRecordContext, useResourceDefinitions, type Identifier, type RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { OrgContext } from './OrgContext';
import { allowedRecordPath, type RecordTarget } from './recordPath';

/**
 * The href of a link to the target inside the organization, or null when it must be plain text.
 * Decided synchronously from the registered resources and the membership, like the guarded views.
 */
export const useRecordHref = (target: RecordTarget): string | null => {
  const definitions = useResourceDefinitions();
  const membership = useContext(OrgContext)?.membership;
  const basename = useBasename();
  const path = allowedRecordPath(definitions[target.resource], membership, target);
  return path === null ? null : `${basename}${path}`;
};

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

export interface RecordLinkProps extends RecordTarget {
  children: ReactNode;
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

/** A link to the record's page (or the list), plain text where it may not link. */
export const RecordLink = ({ children, 'aria-label': ariaLabel, sx, ...target }: RecordLinkProps) => {
  const href = useRecordHref(target);
  if (!href) return <span>{children}</span>;
  return (
    <MuiLink component={Link} to={href} onClick={stop} aria-label={ariaLabel} sx={sx}>
      {children}
    </MuiLink>
  );
};

/** An embedded related record: `{ id, name }` (or `number`, ...). */
type Embedded = { id?: Identifier | null } & Record<string, unknown>;

const at = (record: RaRecord | undefined, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);

export interface RecordRefProps extends Omit<RecordTarget, 'id' | 'filter'> {
  /** Where the related record is embedded in the record: `plot`, `customer`, `layout.project`. */
  source: string;
  /** The field of the related record shown (default name; its id when it has none). */
  text?: string;
  /** The record (default: the record context). */
  record?: RaRecord;
}

/** The record's embedded related record, its text linked by RecordLink; '-' when there is none. */
export const RecordRef = ({ source, text = 'name', record: given, ...target }: RecordRefProps) => {
  const record = useRecordContext({ record: given });
  const related = at(record, source) as Embedded | null | undefined;
  if (!related || typeof related !== 'object' || related.id === undefined || related.id === null || related.id === '')
    return <span>-</span>;
  return (
    <RecordLink {...target} id={related.id}>
      {String(related[text] ?? related.id)}
    </RecordLink>
  );
};
