/** Every list's parameters clamped before react-admin reads them… docs/decisions.md "Notes: src/common/ListAddressGuard.tsx" */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useResourceContext, useStore } from 'ra-core';
import { clampListSearch, listParamFixes, type ListDefaults } from './listAddress';

export const ListAddressGuard = ({ defaults, children }: { defaults: ListDefaults; children: ReactNode }) => {
  const { search } = useLocation();
  const resource = useResourceContext();
  // react-admin's own key of a list's stored parameters (ResourceList gives no storeKey).
  const [stored, setStored] = useStore<Record<string, unknown> | undefined>(`${resource}.listParams`);
  const fixedSearch = clampListSearch(search, defaults);
  // Without parameters in the address react-admin reads the stored ones (a link opened before this check).
  const storedFixes = new URLSearchParams(search).keys().next().done && stored ? listParamFixes(stored, defaults) : null;
  useEffect(() => {
    if (!storedFixes || !stored) return;
    const next = { ...stored };
    for (const [key, value] of Object.entries(storedFixes)) {
      if (value === undefined) delete next[key];
      else next[key] = value;
    }
    setStored(next);
  }, [storedFixes, stored, setStored]);
  if (fixedSearch !== null) return <Navigate to={{ search: fixedSearch }} replace />;
  return storedFixes ? null : <>{children}</>;
};
