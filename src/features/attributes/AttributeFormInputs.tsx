/** The attribute values of a record on its create and edit forms… */
// Reasoning: docs/decisions.md "Notes: src/features/attributes/AttributeFormInputs.tsx"
import { Box, Typography } from '@mui/material';
import type { AttributeValuesOption } from '../../common/schema/define';
import { AttributeTypesState } from './AttributeTypesState';
import { AttributeInput } from './AttributeInput';
import { useAttributeTypes } from '../../common/useAttributeTypes';
import { useT } from '../../common/i18n';

export const AttributeFormInputs = ({ option }: { option: AttributeValuesOption }) => {
  const { data, isPending, error } = useAttributeTypes(option.types);
  const t = useT();
  return (
    <Box component="section" aria-label={t(option.title)} sx={{ width: '100%', mt: 2 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {t(option.title)}
      </Typography>
      {isPending || error ? (
        <AttributeTypesState isPending={isPending} error={error} />
      ) : (
        (data ?? []).map(type => (
          <Box key={String(type.id)}>
            <AttributeInput type={type} source={`${option.prefix}${String(type.id)}`} />
          </Box>
        ))
      )}
    </Box>
  );
};

export default AttributeFormInputs;
