/** THE link to a record or a list of the organization, for every resource… docs/decisions.md "Notes: src/common/RecordLink.tsx" */
import { useContext, type ReactNode } from 'react';
import { Link as MuiLink, type SxProps, type Theme } from '@mui/material';
import { useBasename, useRecordContext, useResourceDefinitions, type Identifier, type RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { OrgContext } from './OrgContext';
import { allowedRecordPath, type RecordTarget } from './recordPath';

/** The href of a link to the target inside the organization, or null when it must be plain text. */
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
