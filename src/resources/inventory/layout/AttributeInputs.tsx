/** The layout Attributes tab: one input per layout attribute type of the organization, by option type… */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/layout/AttributeInputs.tsx"
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AttributeInput as SharedAttributeInput } from '../../../features/attributes/AttributeInput';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../../api/dataProvider';
import { readList } from '../../../api/dataProvider';
import type { AttributeOption } from '../../../common/attributeTypes';
import { LAYOUT_MESSAGES } from './layoutLogic';
import { useT } from '../../../common/i18n';

export interface AttributeType {
  id: number;
  name: string;
  slug: string;
  icon?: string | null;
  option_type: string;
  option_value?: AttributeOption[] | null;
  min?: number | null;
  max?: number | null;
  default_value?: number | null;
  description?: string | null;
}

/** The organization's layout attribute types, in order. */
export const useLayoutAttributeTypes = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['layoutattributetype', 'lookup', 'all'],
    queryFn: async () => readList<AttributeType>((await dataProvider.layoutAttributeTypes<AttributeType>()).data).data,
  });
};

/** One input per type by its kind: the shared one (src/features/attributes), Bool as a switch, under `attributes.{slug}`. */
const AttributeInput = ({ type }: { type: AttributeType }) => (
  <SharedAttributeInput type={type} source={`attributes.${type.slug}`} bool="switch" clearEmptyList={false} wideText />
);

export const AttributeInputs = () => {
  const { data, isPending, isError } = useLayoutAttributeTypes();
  const t = useT();
  if (isPending) return <Typography role="status">{t(LAYOUT_MESSAGES.loadingFields)}</Typography>;
  if (isError)
    return (
      <Typography color="error" role="alert">
        {t(LAYOUT_MESSAGES.fieldsError)}
      </Typography>
    );
  if (!data?.length) return <Typography color="text.secondary">{t('No layout attribute types yet.')}</Typography>;
  return (
    <>
      {data.map(type => (
        <AttributeInput key={type.id} type={type} />
      ))}
    </>
  );
};
