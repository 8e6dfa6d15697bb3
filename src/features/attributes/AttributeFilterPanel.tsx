/** A list's side panel of attribute filters: one filter per attribute type of the organization, by its kind… */
// Reasoning: docs/decisions.md "Notes: src/features/attributes/AttributeFilterPanel.tsx"
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { FilterLiveForm, useListContext } from 'react-admin';
import type { AttributeValuesOption } from '../../common/schema/define';
import { MESSAGES } from '../../common/messages';
import { attributeIdOfKey } from '../../common/attributeTypes';
import { AttributeTypesState } from './AttributeTypesState';
import { AttributeInput } from './AttributeInput';
import { useAttributeTypes } from '../../common/useAttributeTypes';
import { useT } from '../../common/i18n';

export const ATTRIBUTE_PANEL_TEXTS = { clear: 'Clear' } as const;

const ClearAttributes = ({ prefix }: { prefix: string }) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const others = Object.fromEntries(Object.entries(filterValues ?? {}).filter(([key]) => attributeIdOfKey(key, prefix) === undefined));
  const any = Object.keys(others).length !== Object.keys(filterValues ?? {}).length;
  const t = useT();
  return (
    <Button size="small" disabled={!any} onClick={() => setFilters(others, displayedFilters)}>
      {t(ATTRIBUTE_PANEL_TEXTS.clear)}
    </Button>
  );
};

export const AttributeFilterPanel = ({ option }: { option: AttributeValuesOption }) => {
  const { data, isPending, error } = useAttributeTypes(option.types);
  const t = useT();
  return (
    <Card
      component="aside"
      aria-label={t(option.title)}
      variant="outlined"
      sx={{ order: -1, mr: 2, mt: 2, width: 260, flexShrink: 0, alignSelf: 'flex-start' }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {t(option.title)}
          </Typography>
          {!!data?.length && <ClearAttributes prefix={option.prefix} />}
        </Box>
        {isPending || error ? (
          <AttributeTypesState isPending={isPending} error={error} />
        ) : !data?.length ? (
          <Typography color="text.secondary">{t(MESSAGES.noItems)}</Typography>
        ) : (
          <FilterLiveForm>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {data.map(type => (
                <AttributeInput key={String(type.id)} type={type} source={`${option.prefix}${String(type.id)}`} filter />
              ))}
            </Box>
          </FilterLiveForm>
        )}
      </CardContent>
    </Card>
  );
};

export default AttributeFilterPanel;
