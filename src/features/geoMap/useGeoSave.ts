/** Saving a polygon: POST {save_link}/{itemid}/savegooglemap through the data provider; on success the server's message and onSaved… */
// Reasoning: docs/decisions.md "Notes: src/features/geoMap/useGeoSave.ts"
import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useNotify, type Identifier } from 'ra-core';
import type { AppDataProvider } from '../../api/dataProvider';
import { GEO_MESSAGES, canSavePath, type LatLng } from './geoLogic';

export interface GeoSaveTarget {
  saveLink: string;
  itemId: Identifier;
  onSaved?: () => void;
}

export const useGeoSave = ({ saveLink, itemId, onSaved }: GeoSaveTarget) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const pending = useRef(false);

  const save = useCallback(
    async (path: readonly LatLng[]): Promise<boolean> => {
      if (pending.current || !canSavePath(path)) return false;
      pending.current = true;
      setSaving(true);
      try {
        const { message } = await dataProvider.saveGoogleMap(saveLink, itemId, path);
        notify(message || GEO_MESSAGES.saved, { type: 'info' });
        onSaved?.();
        return true;
      } catch {
        notify(GEO_MESSAGES.saveFailed, { type: 'warning' });
        return false;
      } finally {
        pending.current = false;
        setSaving(false);
      }
    },
    [dataProvider, notify, saveLink, itemId, onSaved],
  );

  return { save, saving };
};
