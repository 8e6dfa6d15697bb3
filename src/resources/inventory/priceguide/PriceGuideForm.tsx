/** The price guide create and edit forms (spec 3 §2, §3, §4, §5, §7). */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/priceguide/PriceGuideForm.tsx"
import { useEffect, useRef, useState } from 'react';
import { Box, FormControl, FormHelperText, FormLabel, Rating, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useDataProvider,
  useGetList,
  useInput,
  useNotify,
  useRecordContext,
  useRedirect,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../../api/dataProvider';
import { ApiError } from '../../../api/http';
import type { PlotChoice } from '../../../api/methods/priceGuides';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../../../common/ResourceForm';
import { ComparedTexts, isStaleConflict, OwnUpdateSave, useOwnUpdate, type ComparedText } from '../../../common/ConflictDialog';
import { LookupArrayInput, LookupInput } from '../../../common/lookups';
import { AmountInput } from '../../../common/AmountInput';
import { useT } from '../../../common/i18n';
import { errorMessage } from '../../../common/useServerNotify';
import {
  PRICE_GUIDE_MESSAGES,
  RATING_MAX,
  VISIBILITY_CHOICES,
  attributeKey,
  choosableOptions,
  normalizeRating,
  toUpdatePayload,
  validateLayout,
  validateName,
  validatePrice,
  visibilityShows,
  type CustomerAttributeType,
} from './priceGuideLogic';

/** price_rating as 1 to 5 stars (G23). */
const RatingInput = () => {
  const t = useT();
  const { field } = useInput({ source: 'price_rating', format: v => normalizeRating(v), parse: v => v });
  return (
    <FormControl sx={{ mb: 2 }}>
      <FormLabel id="price-rating-label">{t('Price rating')}</FormLabel>
      <Rating
        name="price_rating"
        aria-labelledby="price-rating-label"
        max={RATING_MAX}
        value={normalizeRating(field.value)}
        onChange={(_, value) => {
          // A value that is not a star count (e.g. a hover read without layout) changes nothing.
          if (value === null || Number.isFinite(value)) field.onChange(value);
        }}
      />
    </FormControl>
  );
};

// Every attribute type with its options, drawn as checkbox groups: a read of all of them, not a selector.
const ATTRIBUTE_TYPES = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

/** Visibility Customer: the customer attribute types' options to choose from (spec 3 §4). */
const AttributeChoices = () => {
  const { data, isPending, error } = useGetList<CustomerAttributeType & RaRecord>('customerattributetype/filter', ATTRIBUTE_TYPES);
  const say = useT();
  if (isPending) return <Typography color="text.secondary">{say('Loading fields...')}</Typography>;
  if (error) return <Typography color="error">{say('ERROR')}</Typography>;
  const types = (data ?? []).filter(t => choosableOptions(t).length > 0);
  return (
    <Box component="section" aria-label={say('Customer attributes')}>
      <Typography variant="subtitle2">{say('Customer attributes')}</Typography>
      {types.length === 0 && <Typography color="text.secondary">{say('No customer attributes.')}</Typography>}
      {types.map(t => (
        <CheckboxGroupInput
          key={String(t.id)}
          source={`customer_attributes.${attributeKey(t.id)}`}
          label={t.name}
          choices={choosableOptions(t)}
        />
      ))}
    </Box>
  );
};

interface CustomerGroup extends RaRecord {
  name: string;
  customergroupattributes?: Array<{ name?: string; value?: string }>;
}

const groupLabel = (g: CustomerGroup) => {
  const attrs = (g.customergroupattributes ?? []).map(a => `${a.name}: ${a.value}`).join(', ');
  return attrs ? `${g.name} (${attrs})` : g.name;
};

/** Other visibility: the customer groups with their attributes (spec 3 §4), a selector searched as typed. */
const GroupChoices = () => (
  <LookupArrayInput
    source="customer_group_ids"
    reference="customergroup/filter"
    label="Customer group attributes"
    optionText={groupLabel}
    format={v => (Array.isArray(v) ? v : [])}
    sx={{ minWidth: 320 }}
  />
);

const VisibilityInputs = () => {
  const visibility = useWatch({ name: 'visibility' });
  return (
    <>
      <SelectInput source="visibility" label="Visibility" choices={VISIBILITY_CHOICES} emptyText="-" />
      {visibilityShows(visibility) === 'attributes' ? <AttributeChoices /> : <GroupChoices />}
    </>
  );
};

/** Plots of the layout assigned to the guide (sid[]); emptied when the layout changes. */
const PlotsInput = () => {
  const layoutId = useWatch({ name: 'layout_id' }) as Identifier | undefined;
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue } = useFormContext();
  const [choices, setChoices] = useState<PlotChoice[]>([]);
  const [failed, setFailed] = useState(false);
  const t = useT();
  const previous = useRef(layoutId);

  useEffect(() => {
    if (previous.current !== undefined && previous.current !== layoutId) setValue('sid', [], { shouldDirty: true });
    previous.current = layoutId;
    setChoices([]);
    setFailed(false);
    if (!layoutId) return;
    let live = true;
    dataProvider
      .priceGuidePlotChoices(layoutId)
      .then(rows => live && setChoices(rows))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [layoutId, dataProvider, setValue]);

  return (
    <>
      <AutocompleteArrayInput
        source="sid"
        label="Plots"
        choices={choices}
        optionText="number"
        limitTags={24}
        helperText="The plots of the layout this guide applies to; the Map tab assigns them on the layout."
        sx={{ minWidth: 320 }}
      />
      {failed && <FormHelperText error>{t('ERROR')}</FormHelperText>}
    </>
  );
};

const Fields = ({ edit }: { edit?: boolean }) => (
  <>
    <TextInput source="name" label="Name" validate={validateName} sx={{ minWidth: 320 }} />
    <LookupInput source="layout_id" reference="layout/filter" label="Layout" validate={validateLayout} sx={{ minWidth: 320 }} />
    <AmountInput source="price" label="Price" validate={validatePrice} />
    <AmountInput source="new_price" label="New price" />
    <AmountInput source="min_price" label="Min price" />
    <RatingInput />
    <TextInput source="notes" label="Notes" multiline minRows={3} sx={{ minWidth: 420 }} />
    <VisibilityInputs />
    {edit && <PlotsInput />}
  </>
);

export const PriceGuideCreate = () => (
  <ResourceCreate redirect="show">
    <SimpleForm toolbar={<FormToolbar deletable={false} />} defaultValues={{ visibility: 'Public' }}>
      <Fields />
    </SimpleForm>
  </ResourceCreate>
);

/** The edit form's save: POST priceguide/{id}/update with the form's version, so a stale save meets the conflict dialog. */
const useUpdateSave = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const update = useOwnUpdate();
  return async (values: Record<string, unknown>) => {
    if (!record) return undefined;
    try {
      const { message } = await update(values, version =>
        dataProvider.updatePriceGuide(record.id, toUpdatePayload(record.id, values), version),
      );
      notify(message || PRICE_GUIDE_MESSAGES.updated, { type: 'info' });
      // Not react-admin's update: its cache of the guide (and of the lists) is stale now.
      await queryClient.invalidateQueries({ queryKey: ['priceguide'] });
      redirect('show', 'priceguide', record.id);
      return undefined;
    } catch (error) {
      // A stale save: the conflict dialog says it (common/ConflictDialog.tsx).
      if (isStaleConflict(error)) return undefined;
      notify(errorMessage(error), { type: 'warning' });
      return error instanceof ApiError && error.body.errors ? error.body.errors : undefined;
    }
  };
};

/** The guide's plots by their numbers in the conflict comparison (the guide's answer lists its plots). */
const plotNumbers: ComparedText = (value, record) => {
  const plots = (Array.isArray(record.plots) ? record.plots : []) as Array<{ id?: unknown; number?: unknown }>;
  const ids = (Array.isArray(value) ? value : []).map(String);
  const numbers = ids.map(id => plots.find(p => String(p.id) === id)?.number);
  return numbers.every(n => n !== undefined && n !== null) ? numbers.map(String).join(', ') : undefined;
};
const COMPARED = { sid: plotNumbers };

const EditForm = () => {
  const save = useUpdateSave();
  return (
    <SimpleForm toolbar={<FormToolbar />} onSubmit={save}>
      <Fields edit />
    </SimpleForm>
  );
};

export const PriceGuideEdit = () => (
  <ResourceEdit>
    <OwnUpdateSave>
      <ComparedTexts texts={COMPARED}>
        <EditForm />
      </ComparedTexts>
    </OwnUpdateSave>
  </ResourceEdit>
);
