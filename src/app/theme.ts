/** The console's theme: the base theme with react-admin's record pages' defaults… docs/decisions.md "Notes: src/app/theme.ts" */
import type { RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';
import { RECORD_PAGE_DEFAULTS } from '../common/RecordLoadError';
import { baseTheme } from './baseTheme';

export { FONT_FAMILY } from './baseTheme';

/** Every edit and show page, hand-written or generated… docs/decisions.md "Not found" */
const recordPages: RaThemeOptions = {
  components: {
    RaEdit: { defaultProps: RECORD_PAGE_DEFAULTS },
    RaShow: { defaultProps: RECORD_PAGE_DEFAULTS },
  },
};

export const theme: RaThemeOptions = deepmerge(baseTheme, recordPages);
