/** A control behind a permission inside something clickable… docs/decisions.md "Notes: src/common/Gated.tsx" */
import { cloneElement, type KeyboardEvent, type ReactElement, type ReactNode, type SyntheticEvent } from 'react';
import type { Access } from './access';

const swallow = (e: SyntheticEvent) => {
  e.stopPropagation();
  // A list item that is itself a link (small screens) would follow it otherwise.
  e.preventDefault();
};

const swallowActivation = (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') swallow(e);
};

/** Holds its content; while `pending`, every click and Enter / Space on it stops there. */
const Hold = ({ pending, children }: { pending: boolean; children: ReactNode }) => (
  <span
    aria-busy={pending || undefined}
    onClickCapture={pending ? swallow : undefined}
    onKeyDownCapture={pending ? swallowActivation : undefined}
    onKeyUpCapture={pending ? swallowActivation : undefined}
    style={{ display: 'inline-flex' }}
  >
    {children}
  </span>
);

/** Its content drawn, every click and Enter / Space on it stopped before it reaches the content or anything around it. */
export const PendingControl = ({ children }: { children: ReactNode }) => <Hold pending>{children}</Hold>;

export interface GatedProps {
  access: Access;
  /** The control as a member holding the permission sees it; drawn inert (aria-disabled) while pending. */
  children: ReactElement<{ 'aria-disabled'?: boolean; tabIndex?: number }>;
  /** What a member without it sees (nothing by default). */
  denied?: ReactNode;
}

export const Gated = ({ access, children, denied = null }: GatedProps) => {
  if (access === 'denied') return <>{denied}</>;
  // The same elements pending and allowed: the control is not mounted again when the answer comes.
  const pending = access === 'pending';
  return <Hold pending={pending}>{pending ? cloneElement(children, { 'aria-disabled': true, tabIndex: -1 }) : children}</Hold>;
};
