/**
 * What keeps typed values safe on every create and edit form (issue 12), in one place that the
 * shared blocks of ResourceForm.tsx mount — never per resource.
 */
import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';

/**
 * Dirty values survive a refetch of the record (react-admin's `resetOptions: { keepDirtyValues:
 * true }`): e.g. the sale edit refetches after its customer image is deleted, and the price and
 * notes being typed stay. Given to every SimpleForm inside the page as a theme default prop, so
 * forms built anywhere (plain, schema-built, custom wrappers) get it without passing it; a form
 * may still pass its own `resetOptions`. (TabbedForm reads no theme props: the layout form, the
 * one tabbed form, passes the same option itself.)
 */
export const KEEP_DIRTY_VALUES = { keepDirtyValues: true } as const;

const withFormDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    // react-admin's own component names (not in MUI's theme types).
    ...({
      RaSimpleForm: {
        ...(outer.components as Record<string, { defaultProps?: object }> | undefined)?.RaSimpleForm,
        defaultProps: {
          ...(outer.components as Record<string, { defaultProps?: object }> | undefined)?.RaSimpleForm?.defaultProps,
          resetOptions: KEEP_DIRTY_VALUES,
        },
      },
    } as Theme['components']),
  },
});

export const KeepEditsOnRefetch = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={withFormDefaults}>{children}</ThemeProvider>
);
