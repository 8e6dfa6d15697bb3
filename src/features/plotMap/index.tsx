/**
 * The plot maps (spec 1 "Plot map editor", spec 3 "Price guides"). Lazy: konva stays out of
 * every other page's first load. STUB entry points; the map editor replaces their bodies.
 */
import { Typography } from '@mui/material';

const Pending = () => (
  <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
    The plot map arrives with the map editor.
  </Typography>
);

/** Layout show, Map tab: the plot map editor of layout `layoutId`. */
export const LayoutPlotMap = (_props: { layoutId: string | number }) => <Pending />;

/** Plot show, Map tab: the plot highlighted on its layout, read-only. */
export const PlotOnLayoutMap = (_props: { plotId: string | number; layoutId: string | number }) => <Pending />;

/** Price guide show, Map tab: assign / unassign plots of the price guide's layout. */
export const PriceGuideMap = (_props: { priceGuideId: string | number }) => <Pending />;
