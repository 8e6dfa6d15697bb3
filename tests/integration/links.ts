/**
 * What a RecordLink (src/common/RecordLink.tsx) shows for a page: a link while that resource is
 * registered with that page (src/app/resources.ts), plain text until then ("no dead ends"). The
 * tests read the registry, so they hold before and after a resource such as customer lands.
 */
import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { RESOURCES } from '../../src/resources';

type Page = 'list' | 'show' | 'edit';

/** Whether the registry declares the resource with that page. */
export const hasPage = (resource: string, page: Page = 'show'): boolean => !!RESOURCES.find(r => r.name === resource)?.[page];

/** The text is a link to href when the resource has the page, else plain text (for a member allowed to open it). */
export const expectRecordLink = (container: HTMLElement, name: string, resource: string, href: string, page: Page = 'show') => {
  if (hasPage(resource, page)) {
    expect(within(container).getByRole('link', { name })).toHaveAttribute('href', href);
  } else {
    expect(within(container).getAllByText(name).length).toBeGreaterThan(0);
    expect(within(container).queryByRole('link', { name })).not.toBeInTheDocument();
  }
};
