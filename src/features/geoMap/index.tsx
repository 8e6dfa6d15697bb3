/**
 * The Google-maps polygon editor (spec 1 §3 GMap tab), independent of layouts so purchased land
 * can reuse it. STUB; the polygon editor replaces it.
 */
import { Typography } from '@mui/material';

export interface GeoPolygonEditorProps {
  /** The record's saved polygon (geo), as stored by the API. */
  geo: unknown;
  /** `save_link` of POST {save_link}/{itemid}/savegooglemap, e.g. 'layout'. */
  saveLink: string;
  itemId: string | number;
  /** Called after a successful save (the caller reloads its record). */
  onSaved?: () => void;
}

export const GeoPolygonEditor = (_props: GeoPolygonEditorProps) => (
  <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
    The GMap polygon editor arrives with the map editor.
  </Typography>
);
