/**
 * What a reader of the attribute types shows while they load ('Loading fields...') or when they
 * cannot be read ('ERROR', spec 2 §8): the list's side panel, the forms' inputs and the customer's
 * Customer Attribute tab. Nothing once they are there.
 */
import { Typography } from '@mui/material';
import { ATTRIBUTE_LOADER_TEXTS } from '../../common/attributeTypes';

export const AttributeTypesState = ({ isPending, error }: { isPending: boolean; error: unknown }) =>
  isPending ? (
    <Typography color="text.secondary" role="status">
      {ATTRIBUTE_LOADER_TEXTS.loading}
    </Typography>
  ) : error ? (
    <Typography color="error" role="alert">
      {ATTRIBUTE_LOADER_TEXTS.error}
    </Typography>
  ) : null;
