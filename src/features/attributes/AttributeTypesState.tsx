/** What a reader of the attribute types shows while they load or when they cannot be read… */
// Reasoning: docs/decisions.md "Notes: src/features/attributes/AttributeTypesState.tsx"
import { Typography } from '@mui/material';
import { ATTRIBUTE_LOADER_TEXTS } from '../../common/attributeTypes';
import { useT } from '../../common/i18n';

export const AttributeTypesState = ({ isPending, error }: { isPending: boolean; error: unknown }) => {
  const t = useT();
  return isPending ? (
    <Typography color="text.secondary" role="status">
      {t(ATTRIBUTE_LOADER_TEXTS.loading)}
    </Typography>
  ) : error ? (
    <Typography color="error" role="alert">
      {t(ATTRIBUTE_LOADER_TEXTS.error)}
    </Typography>
  ) : null;
};
