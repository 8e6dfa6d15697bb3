/**
 * What a reader of the attribute types shows while they load ('Loading fields...') or when they
 * cannot be read ('ERROR', spec 2 §8): the list's side panel, the forms' inputs and the customer's
 * Customer Attribute tab. Nothing once they are there.
 */
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
