/** The views of a schema resource: list, create, edit and show — built from the shared blocks. */
// Reasoning: docs/decisions.md "Notes: src/common/schema/views.tsx"
import {
  Children,
  Fragment,
  Suspense,
  createElement,
  lazy,
  useEffect,
  useMemo,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Chip, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  DataTable,
  EditButton,
  FileField,
  FileInput,
  FormDataConsumer,
  ImageField,
  ImageInput,
  InputHelperText,
  Labeled,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleFormIterator,
  SimpleShowLayout,
  TabbedForm,
  TextInput,
  TopToolbar,
  useInput,
  useRecordContext,
  RecordContextProvider,
} from 'react-admin';
import type { RaRecord } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { formatDate, formatPrice } from '../format';
import { DraftExclude } from '../formSafety';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../ResourceForm';
import { ResourceList } from '../ResourceList';
import { DateRangeInput } from '../filters';
import { RecordLink } from '../RecordLink';
import { PendingControl } from '../Gated';
import { uploadInputProps } from '../uploads';
import { ExternalLink, ImageDeleteButton, isHttpUrl, isShownImage } from './media';
import { cutText, type AnyField, type Mode, type ReferenceTarget } from './fields';
import {
  editTabsOf,
  fieldRows,
  fieldsIn,
  filterDefaultsOf,
  hasView,
  type ListFilter,
  type ResourceSchema,
  type SchemaView,
} from './define';
import { fieldValidator, holds, isEmptyHtml, onForm, requiredDependsOn, requiredNow, withEmptyDefaults, withoutHidden } from './rules';
import { SafeHtml, sanitizeHtml } from '../safeHtml';
import { AttributeFilterPanel, AttributeFormInputs, PhoneCell } from '../slots';
import { PhoneLinks } from '../PhoneLinks';
import { nameOf, originOf } from '../../api/callFlow';
import { DayField } from '../DayField';
import { DayInput, DayTimeInput } from '../DayInput';
import { AmountInput } from '../AmountInput';
import { useT, type TranslateText } from '../i18n';

const StrictFilters = lazy(() => import('./StrictFilters'));

/** ra-input-rich-text (TipTap, src/common/RichTextEditor.tsx), fetched with the first form that has rich text. */
const RichTextInput = lazy(() => import('../RichTextEditor'));

/** While the editor's code loads: the field is already on the form with its rules… */
const RichTextPending = ({ source, label, validate }: { source: string; label: string; validate: ReturnType<typeof fieldValidator> }) => {
  const { fieldState } = useInput({ source, validate });
  const t = useT();
  return (
    <Box sx={{ mb: 2 }} className={`ra-input ra-input-${source}`}>
      <Typography variant="caption" color="text.secondary" component="div">
        {t(label)}
      </Typography>
      <LinearProgress aria-label={t('Loading %{name}', { name: t(label) })} />
      {fieldState.error?.message && (
        <Typography variant="caption" color="error" role="alert">
          <InputHelperText error={fieldState.error.message} />
        </Typography>
      )}
    </Box>
  );
};

/** The editor, once loaded: a form already submitted checks the field again, so its message stays. */
const RichTextLoaded = (props: ComponentProps<typeof RichTextInput>) => {
  const { formState, trigger } = useFormContext();
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (submitted) void trigger(props.source);
    // Once, when the editor replaces the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <RichTextInput {...props} />;
};

const YES_NO = [
  { id: 1, name: 'Yes' },
  { id: 0, name: 'No' },
];

const choicesOf = (field: AnyField) => (field.options.choices ?? []).map(id => ({ id, name: field.options.display?.[id] ?? id }));

/* Display ---------------------------------------------------------------------------------------- */

export { isHttpUrl };

/** The lookup of a reference's choices: `{resource}/filter` unless the declaration names another. */
const lookupOf = (ref: ReferenceTarget) => ref.lookup ?? `${ref.resource}/filter`;

/** A stored file of a record: under the field's name, or the key the API answers it under (`answeredAs`); a URL or { url, key }. */
const storedFileOf = (field: AnyField, source: string, record: RaRecord | undefined): { url?: string; key?: string } | null => {
  const value = record?.[field.options.answeredAs ?? source];
  if (typeof value === 'string') return value ? { url: value } : null;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as { url?: string; key?: string }) : null;
};

/** The records of a several-references field, as the API embeds them ([{ id, display }]). */
const embeddedMany = (field: AnyField, record: RaRecord): Record<string, unknown>[] => {
  const value = record[field.options.reference!.embed];
  return Array.isArray(value)
    ? (value as unknown[]).filter((t): t is Record<string, unknown> => !!t && typeof t === 'object' && (t as { id?: unknown }).id != null)
    : [];
};

const embedded = (field: AnyField, record: RaRecord) => {
  const ref = field.options.reference!;
  const value = record[ref.embed] as Record<string, unknown> | null | undefined;
  return value && typeof value === 'object' ? value : null;
};

/** One value of a record as text, a chip, a link or an image — never as HTML. */
export const FieldValue = ({ source, field, record }: { source: string; field: AnyField; record: RaRecord }): ReactElement => {
  const value = record[source];
  const t = useT();
  const empty = <span>-</span>;
  // A text made from the whole record (a number with its unit, Sending → On Scheduled); a choice keeps its chip.
  if (field.options.callable) {
    const kind = field.options.callable;
    // A lead's row has its own WhatsApp link (LeadRowActions); a customer's phone gets one here.
    return (
      <PhoneCell
        phone={value}
        origin={originOf(kind, record)}
        name={nameOf(kind, record)}
        countryCode={record.country_code}
        whatsapp={kind === 'customer'}
      />
    );
  }
  const custom = field.options.displayWith?.(value, record);
  if (custom !== undefined && field.kind !== 'choice') return <span>{custom}</span>;
  switch (field.kind) {
    case 'choice': {
      if (value === null || value === undefined || value === '') return empty;
      // A stored code's label is interface (Available, Booked): in the chosen language.
      const text = custom ?? t(field.options.display?.[String(value)] ?? String(value));
      const color = field.options.colors?.[String(value)];
      return color ? <Chip size="small" label={text} color={color} /> : <span>{text}</span>;
    }
    case 'choices': {
      const values = Array.isArray(value) ? (value as unknown[]) : [];
      return values.length ? <span>{values.map(v => t(field.options.display?.[String(v)] ?? String(v))).join(', ')}</span> : empty;
    }
    case 'reference': {
      const target = embedded(field, record);
      const ref = field.options.reference!;
      if (!target) return empty;
      const text = String(target[ref.display] ?? target.id);
      const link = (
        <RecordLink resource={ref.resource} id={target.id as number}>
          {cutText(text, field.options.cut)}
        </RecordLink>
      );
      // Cut (`.cut(n)`): the whole text in the tooltip.
      return field.options.cut !== undefined && text.length > field.options.cut ? <span title={text}>{link}</span> : link;
    }
    case 'references': {
      const ref = field.options.reference!;
      const targets = embeddedMany(field, record);
      if (!targets.length) return empty;
      return (
        <span>
          {targets.map((target, i) => (
            <Fragment key={String(target.id)}>
              {i > 0 && ', '}
              <RecordLink resource={ref.resource} id={target.id as number}>
                {String(target[ref.display] ?? target.id)}
              </RecordLink>
            </Fragment>
          ))}
        </span>
      );
    }
    case 'phone': {
      // Any other person's phone: a tel: link and its WhatsApp chat (issue 40).
      const text = value === null || value === undefined ? '' : String(value).trim();
      const code = (source === 'whatsapp' ? record.country_code_whatsapp : undefined) || record.country_code;
      return text ? <PhoneLinks phone={text} countryCode={code} /> : empty;
    }
    case 'flag':
      return <span>{value === 1 || value === '1' || value === true ? t('Yes') : t('No')}</span>;
    case 'money':
      return value === null || value === undefined || value === '' ? empty : <span>{formatPrice(value as number)}</span>;
    case 'date':
      return value ? <span>{formatDate(String(value))}</span> : empty;
    case 'datetime':
      return value ? <span>{formatDate(String(value), true)}</span> : empty;
    case 'url':
      return value ? (
        <ExternalLink href={value} onClick={e => e.stopPropagation()}>
          {String(value)}
        </ExternalLink>
      ) : (
        empty
      );
    case 'image': {
      const url = storedFileOf(field, source, record)?.url;
      const shown = isShownImage(url);
      return shown ? <Box component="img" src={url} alt={t(field.label)} sx={{ height: 48, maxWidth: 96, objectFit: 'contain' }} /> : empty;
    }
    case 'images': {
      const shown = (Array.isArray(value) ? (value as { url?: string }[]) : []).filter(image => isShownImage(image?.url));
      return shown.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {shown.map((image, i) => (
            <Box
              key={i}
              component="img"
              src={image.url}
              alt={`${t(field.label)} ${i + 1}`}
              sx={{ height: 48, maxWidth: 96, objectFit: 'contain' }}
            />
          ))}
        </Box>
      ) : (
        empty
      );
    }
    case 'file': {
      const url = storedFileOf(field, source, record)?.url;
      return isHttpUrl(url) ? <MuiLink href={url}>{t('Download')}</MuiLink> : empty;
    }
    case 'list': {
      const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      if (!rows.length) return empty;
      const keys = Object.keys(field.options.of ?? {});
      return (
        <Box component="ul" sx={{ pl: 2, my: 0 }}>
          {rows.map((row, i) => (
            <li key={i}>
              {keys
                .filter(k => row?.[k] !== null && row?.[k] !== undefined && row?.[k] !== '')
                .map((k, j) => (
                  <Fragment key={k}>
                    {j > 0 && ' — '}
                    {/* Each value as its field shows it: a URL a link only when it is http(s). */}
                    <FieldValue source={k} field={field.options.of![k]!} record={(row ?? {}) as RaRecord} />
                  </Fragment>
                ))}
            </li>
          ))}
        </Box>
      );
    }
    case 'json':
      return value ? (
        <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(value, null, 2)}
        </Box>
      ) : (
        empty
      );
    case 'richtext':
      return isEmptyHtml(value) || !value ? empty : <SafeHtml html={value} />;
    default:
      return value === null || value === undefined || value === '' ? (
        empty
      ) : (
        <span title={field.options.cut !== undefined && String(value).length > field.options.cut ? String(value) : undefined}>
          {cutText(String(value), field.options.cut)}
        </span>
      );
  }
};

const Cell = ({
  source,
  field,
  custom: Custom,
}: {
  source: string;
  field: AnyField;
  custom?: NonNullable<ResourceSchema['cells']>[string];
}) => {
  const record = useRecordContext();
  if (!record) return null;
  // A hand-written cell, with the plain value until it loads…
  if (Custom)
    return (
      <Suspense
        fallback={
          <PendingControl>
            <FieldValue source={source} field={field} record={record} />
          </PendingControl>
        }
      >
        <Custom source={source} />
      </Suspense>
    );
  return <FieldValue source={source} field={field} record={record} />;
};

/* List ------------------------------------------------------------------------------------------- */

const filterInput = (name: string, field: AnyField): ReactElement => {
  // The list's query parameter: the field's, or the one the API reads it by (`filterKey`).
  const source = field.options.filterKey ?? name;
  const common = { source, label: field.label, alwaysOn: true };
  switch (field.kind) {
    case 'choice':
      return <SelectInput key={source} {...common} choices={choicesOf(field)} />;
    case 'flag':
      return <SelectInput key={source} {...common} choices={YES_NO} />;
    // A record holding several references is found by any one of them.
    case 'references':
    case 'reference': {
      const ref = field.options.reference!;
      return (
        <ReferenceInput key={source} {...common} reference={lookupOf(ref)} filter={ref.filter} perPage={30}>
          <AutocompleteInput label={field.label} optionText={ref.display} filterToQuery={q => ({ q })} sx={{ minWidth: 220 }} />
        </ReferenceInput>
      );
    }
    case 'date':
    case 'datetime':
      return <DayInput key={source} {...common} />;
    default:
      return <TextInput key={source} {...common} />;
  }
};

/** A filter of `listFilters`, behind the filter button unless `alwaysOn`. */
const listFilterInput = (filter: ListFilter): ReactElement => {
  const alwaysOn = filter.alwaysOn || undefined;
  switch (filter.kind) {
    case 'contains':
      return <TextInput key={filter.source} source={filter.source} label={filter.label} resettable alwaysOn={alwaysOn} />;
    case 'dateRange':
      return <DateRangeInput key="date_from" source="date_from" label={filter.label} alwaysOn={alwaysOn} />;
    case 'toggle':
      // A switch with a default (the leads' all = 1) is sent as 1 or 0.
      return filter.defaultValue !== undefined ? (
        <BooleanInput
          key={filter.source}
          source={filter.source}
          label={filter.label}
          alwaysOn={alwaysOn}
          format={v => v === 1 || v === '1' || v === true}
          parse={v => (v ? 1 : 0)}
        />
      ) : (
        <BooleanInput key={filter.source} source={filter.source} label={filter.label} alwaysOn={alwaysOn} />
      );
    case 'match':
      switch (filter.input) {
        case 'choice':
          return (
            <SelectInput
              key={filter.source}
              source={filter.source}
              label={filter.label}
              alwaysOn={alwaysOn}
              choices={(filter.choices ?? []).map(id => ({ id, name: filter.display?.[id] ?? id }))}
            />
          );
        case 'number':
          return <NumberInput key={filter.source} source={filter.source} label={filter.label} alwaysOn={alwaysOn} />;
        case 'reference':
          return (
            <ReferenceInput
              key={filter.source}
              source={filter.source}
              reference={`${filter.reference!.resource}/filter`}
              perPage={30}
              alwaysOn={alwaysOn}
            >
              <AutocompleteInput
                label={filter.label}
                optionText={filter.reference!.display}
                filterToQuery={q => ({ q })}
                sx={{ minWidth: 220 }}
              />
            </ReferenceInput>
          );
      }
  }
};

export const filtersOf = (schema: ResourceSchema): ReactElement[] => {
  const searchable = fieldsIn(schema, 'search').length > 0;
  return [
    ...(searchable ? [<TextInput key="q" source="q" label="Search" alwaysOn resettable />] : []),
    ...fieldsIn(schema, 'filter').map(([source, field]) => filterInput(source, field)),
    ...(schema.listFilters ?? []).map(listFilterInput),
  ];
};

const textOf = (schema: ResourceSchema, record: RaRecord, source: string) => {
  // A hand-written cell reads the row from the record context, which the small-screen item holds; until it loads, the plain value, inert.
  const custom = schema.cells?.[source];
  const field = schema.fields[source];
  if (custom)
    return (
      <RecordContextProvider value={record}>
        <Suspense
          fallback={
            field ? (
              <PendingControl>
                <FieldValue source={source} field={field} record={record} />
              </PendingControl>
            ) : null
          }
        >
          {createElement(custom, { source })}
        </Suspense>
      </RecordContextProvider>
    );
  return field ? <FieldValue source={source} field={field} record={record} /> : String(record[source] ?? '');
};

export const SchemaList = ({ schema, children }: { schema: ResourceSchema; children?: ReactNode }) => {
  const columns = fieldsIn(schema, 'list');
  const second = columns.find(([source]) => source !== schema.recordRepresentation)?.[0];
  const filters = filtersOf(schema);
  const canShow = hasView(schema, 'show');
  const Bulk = schema.bulkActions;
  const RowActions = schema.rowActions;
  const Toolbar = schema.listActions;
  const { search } = useLocation();
  const queryFilter = schema.queryFilter?.(new URLSearchParams(search));
  // One array of columns per declaration: new column elements at each change of the address (every
  // filter typed) drew every row again before and after its answer (issue 41, docs/decisions.md).
  const tableColumns = useMemo(
    () => [
      ...columns.map(([source, field]) => (
        <DataTable.Col key={source} source={source} label={field.label} disableSort={!field.has('sort') && field.kind !== 'text'}>
          <Cell source={source} field={field} custom={schema.cells?.[source]} />
        </DataTable.Col>
      )),
      <DataTable.Col key="created_at" source="created_at" label="Created">
        <DayField source="created_at" emptyText="-" />
      </DataTable.Col>,
      ...(RowActions
        ? [
            <DataTable.Col key="row-actions" label="" disableSort>
              <Suspense fallback={null}>
                <RowActions />
              </Suspense>
            </DataTable.Col>,
          ]
        : []),
      ...Children.toArray(children),
    ],
    // `columns` and RowActions follow from the declaration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, children],
  );
  // Likewise the list's other parts: the side panel of attributes was drawn again, every input of it, at each filter typed.
  const parts = useMemo(
    () => ({
      filterDefaultValues: filterDefaultsOf(schema),
      filters: filters.length ? filters : undefined,
      toolbarExtra: Toolbar && (
        <Suspense fallback={null}>
          <Toolbar />
        </Suspense>
      ),
      bulkActions: Bulk && (
        <Suspense fallback={null}>
          <Bulk />
        </Suspense>
      ),
      aside: schema.attributes && (
        <Suspense fallback={null}>
          <AttributeFilterPanel option={schema.attributes} />
        </Suspense>
      ),
      inList: schema.strictFilters && (
        <Suspense fallback={null}>
          <StrictFilters schema={schema} />
        </Suspense>
      ),
    }),
    // All of them follow from the declaration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema],
  );
  return (
    <ResourceList
      filterDefaultValues={parts.filterDefaultValues}
      exportOf={schema.listExport}
      toolbarExtra={parts.toolbarExtra}
      bulkActions={parts.bulkActions}
      title={schema.listTitle}
      aside={parts.aside}
      asideLabel={schema.attributes?.title}
      inList={parts.inList}
      perPage={schema.perPage ?? 20}
      sort={schema.sort}
      filter={queryFilter}
      filters={parts.filters}
      bulkDelete={schema.deletable ?? true}
      deleteWarning={schema.deleteWarning}
      rowClick={schema.rowClick ?? (hasView(schema, 'edit') ? 'edit' : canShow ? 'show' : false)}
      primaryText={r => textOf(schema, r, schema.recordRepresentation)}
      secondaryText={second ? r => textOf(schema, r, second) : undefined}
      // The row's own buttons on small screens too (the item holds the record's context).
      tertiaryText={
        RowActions
          ? () => (
              <Suspense fallback={null}>
                <RowActions />
              </Suspense>
            )
          : undefined
      }
    >
      {tableColumns}
    </ResourceList>
  );
};

/* Forms ------------------------------------------------------------------------------------------ */

/** A stored image with its delete (the field's confirmation, then its delete call: ./media). */
const DeletableImage = ({
  image,
  field,
  alt,
  named,
}: {
  image: { url?: string; key?: string };
  field: AnyField;
  alt: string;
  named?: boolean;
}) => {
  if (!isShownImage(image.url)) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
      <Box component="img" src={image.url} alt={alt} sx={{ height: 48, maxWidth: 96, objectFit: 'contain' }} />
      <ImageDeleteButton image={image} field={field} name={named ? alt : undefined} />
    </Box>
  );
};

/** The stored image of an image field on its edit form (where the API answers it: the field, or `answeredAs`). */
const StoredImage = ({ source, field }: { source: string; field: AnyField }) => {
  const stored = storedFileOf(field, source, useRecordContext());
  const t = useT();
  if (!stored?.url) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {t(field.label)}
      </Typography>
      <DeletableImage image={stored} field={field} alt={t(field.label)} />
    </Box>
  );
};

/** The existing images of an images field on its edit form: a grid, each with its confirmed delete. */
const StoredImages = ({ source, field }: { source: string; field: AnyField }) => {
  const stored = useRecordContext()?.[source];
  const list = Array.isArray(stored) ? (stored as { url?: string; key?: string }[]) : [];
  const t = useT();
  if (!list.length) return null;
  const existing = t('Existing %{name}', { name: t(field.label) });
  return (
    <Box sx={{ mb: 2 }} role="group" aria-label={existing}>
      <Typography variant="caption" color="text.secondary" component="div">
        {existing}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {list.map((image, i) => (
          <DeletableImage key={image.key ?? i} image={image} field={field} alt={`${t(field.label)} ${i + 1}`} named />
        ))}
      </Box>
    </Box>
  );
};

/** An upload's limits checked before anything is sent, with the reason under the input… */
const uploadPropsOf = (field: AnyField, validate: ReturnType<typeof fieldValidator>, image: boolean, t: TranslateText) => {
  const props = uploadInputProps(
    {
      maxBytes: field.options.maxBytes,
      accept: field.options.accept ?? (image ? 'image/*' : undefined),
      anyType: !image && !field.options.accept,
    },
    validate,
  );
  // react-admin labels the drop zone with a span, not a <label>: the file input carries its name itself.
  return { ...props, inputProps: { ...props.inputProps, 'aria-label': t(field.label) } };
};

/** A list of one element as that element (react-admin counts a one-element array as one child). */
const only = (elements: ReactElement[]) => (elements.length === 1 ? elements[0] : elements);

/** The input of one field. */
export const FieldInput = ({ source, field, mode }: { source: string; field: AnyField; mode: Mode }): ReactElement => {
  // react-admin's asterisk (`isRequired` on the validator) whenever a required rule applies, read again as the fields it depends on change.
  const dependsOn = requiredDependsOn(field);
  const watched = useWatch({ name: dependsOn }) as unknown[] | undefined;
  const isRequired = requiredNow(field, mode, Object.fromEntries(dependsOn.map((name, i) => [name, watched?.[i]])));
  const validate = useMemo(() => Object.assign(fieldValidator(field, mode), { isRequired }), [field, mode, isRequired]);
  const t = useT();
  const props = { source, label: field.label, validate, helperText: field.options.helperText ?? undefined };
  // Only on typed inputs: on an image input `placeholder` would replace the drop zone's text (MUI draws it as given).
  const placeholder = field.options.placeholder ? { placeholder: t(field.options.placeholder) } : {};
  switch (field.kind) {
    case 'longtext':
      return <TextInput {...props} {...placeholder} multiline minRows={field.options.rows ?? 3} fullWidth />;
    case 'number':
      return <NumberInput {...props} {...placeholder} />;
    case 'money':
      return <AmountInput {...props} {...placeholder} />;
    case 'choice':
      return <SelectInput {...props} choices={choicesOf(field)} sx={{ minWidth: 220 }} />;
    case 'choices':
      return <CheckboxGroupInput {...props} choices={choicesOf(field)} />;
    case 'time':
      return <TextInput {...props} type="time" slotProps={{ inputLabel: { shrink: true } }} />;
    case 'flag':
      return <BooleanInput source={source} label={field.label} format={v => v === 1 || v === '1' || v === true} parse={v => (v ? 1 : 0)} />;
    case 'reference': {
      const ref = field.options.reference!;
      return (
        <ReferenceInput source={source} reference={lookupOf(ref)} filter={ref.filter} perPage={30}>
          <AutocompleteInput {...props} optionText={ref.display} filterToQuery={q => ({ q })} sx={{ minWidth: 300 }} />
        </ReferenceInput>
      );
    }
    case 'references': {
      const ref = field.options.reference!;
      return (
        <ReferenceArrayInput source={source} reference={`${ref.resource}/filter`} filter={ref.filter} perPage={30}>
          <AutocompleteArrayInput
            {...props}
            optionText={ref.display}
            filterToQuery={q => ({ q })}
            format={v => (Array.isArray(v) ? v : [])}
            // Nothing chosen is sent as an empty value: a multipart form has no empty list, and the server must clear it.
            parse={v => (Array.isArray(v) && v.length ? v : null)}
            sx={{ minWidth: 300 }}
          />
        </ReferenceArrayInput>
      );
    }
    case 'date':
      return <DayInput {...props} />;
    case 'datetime':
      return <DayTimeInput {...props} />;
    case 'image':
      return (
        <>
          {mode === 'update' && <StoredImage source={source} field={field} />}
          <ImageInput
            {...props}
            {...uploadPropsOf(field, validate, true, t)}
            source={`${source}`}
            format={v => (v && v.rawFile ? v : undefined)}
          >
            <ImageField source="src" title="title" />
          </ImageInput>
        </>
      );
    case 'images':
      return (
        <>
          {mode === 'update' && <StoredImages source={source} field={field} />}
          <ImageInput
            {...props}
            {...uploadPropsOf(field, validate, true, t)}
            multiple
            format={v => (Array.isArray(v) ? v.filter(item => item && item.rawFile) : [])}
          >
            <ImageField source="src" title="title" />
          </ImageInput>
        </>
      );
    case 'file':
      return (
        <FileInput {...props} {...uploadPropsOf(field, validate, false, t)} format={v => (v && v.rawFile ? v : undefined)}>
          <FileField source="src" title="title" />
        </FileInput>
      );
    case 'list':
      return (
        <ArrayInput source={source} label={field.label} validate={validate}>
          <SimpleFormIterator inline disableClear>
            {/* One input alone, not in an array: react-admin's item defaults call Children.only on a single child. */}
            {only(
              Object.entries(field.options.of ?? {}).map(([sub, subField]) => (
                <FieldInput key={sub} source={sub} field={subField} mode={mode} />
              )),
            )}
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'richtext':
      return (
        <Suspense fallback={<RichTextPending source={source} label={field.label} validate={validate} />}>
          {/* What the editor loads and what it gives back both pass the sanitizer (a paste included). */}
          <RichTextLoaded {...props} format={sanitizeHtml} parse={sanitizeHtml} fullWidth />
        </Suspense>
      );
    case 'json':
      return (
        <TextInput
          {...props}
          multiline
          minRows={3}
          fullWidth
          format={v => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v, null, 2))}
        />
      );
    default:
      return field.options.secret ? (
        // A secret is typed unseen and never offered by the browser's autofill of the signed-in user.
        <TextInput {...props} type="password" autoComplete="new-password" />
      ) : (
        // An e-mail is a text input with the e-mail keyboard: type="email" would let the browser refuse the save with its own words…
        <TextInput
          {...props}
          {...placeholder}
          type="text"
          slotProps={field.kind === 'email' ? { htmlInput: { inputMode: 'email', autoComplete: 'email' } } : undefined}
          fullWidth={field.kind === 'text' || field.kind === 'url'}
        />
      );
  }
};

/** Two fields side by side on wide screens, one above the other on small ones (`sideBySide`). */
const PAIR_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  columnGap: 2,
  alignItems: 'start',
  width: '100%',
} as const;

const SchemaFields = ({
  schema,
  mode,
  sources,
  attributes = false,
}: {
  schema: ResourceSchema;
  mode: Mode;
  sources?: readonly string[];
  attributes?: boolean;
}) => {
  const t = useT();
  const one = (source: string, field: AnyField): ReactElement | null => {
    const readOnlyHere = mode === 'update' && field.options.readOnly && field.has('edit');
    if (readOnlyHere) return <ReadOnlyValue key={source} source={source} field={field} />;
    if (!onForm(field, mode)) return null;
    const Custom = schema.inputs?.[source];
    const input = Custom ? (
      <Suspense fallback={<LinearProgress aria-label={t('Loading %{name}', { name: t(field.label) })} />}>
        <Custom source={source} label={field.label} />
      </Suspense>
    ) : (
      <FieldInput source={source} field={field} mode={mode} />
    );
    const condition = field.options.shownWhen;
    return condition ? (
      <FormDataConsumer key={source}>{({ formData }) => (holds(condition, formData) ? input : null)}</FormDataConsumer>
    ) : (
      // The rich-text editor as wide as the form (a form's items are as wide as their content).
      <Box key={source} sx={field.kind === 'richtext' ? { width: '100%' } : undefined}>
        {input}
      </Box>
    );
  };
  const shown = Object.keys(schema.fields).filter(source => !sources || sources.includes(source));
  return (
    <>
      {fieldRows(schema, shown).map(row => {
        const elements = row.map(source => one(source, schema.fields[source]!)).filter((e): e is ReactElement => e !== null);
        if (elements.length < 2) return elements[0] ?? null;
        return (
          <Box key={row.join('+')} sx={PAIR_SX}>
            {elements}
          </Box>
        );
      })}
      {/* The attribute values (`attributes`: a customer's Type-{attrid}) after the declared fields. */}
      {attributes && schema.attributes && (
        <Suspense fallback={<LinearProgress aria-label={t('Loading %{name}', { name: t(schema.attributes.title) })} />}>
          <AttributeFormInputs option={schema.attributes} />
        </Suspense>
      )}
    </>
  );
};

const ReadOnlyValue = ({ source, field }: { source: string; field: AnyField }) => {
  const record = useRecordContext();
  return record ? (
    <Labeled label={field.label} sx={{ mb: 2 }}>
      <FieldValue source={source} field={field} record={record} />
    </Labeled>
  ) : null;
};

/** Default values of a create form: the declared defaults, and the fields prefilled from the URL. */
const useDefaults = (schema: ResourceSchema): Record<string, unknown> => {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const values: Record<string, unknown> = {};
  for (const [source, field] of Object.entries(schema.fields))
    if (field.options.defaultValue !== undefined) values[source] = field.options.defaultValue;
  for (const [param, source] of Object.entries(schema.fromQuery ?? {})) {
    const value = query.get(param);
    if (value !== null && value !== '') values[source] = /^\d+$/.test(value) ? Number(value) : value;
  }
  return values;
};

/** Where a save goes: the declared return path, each `{param}` from the URL query or, without it… */
const useReturnTo = (schema: ResourceSchema) => {
  const fill = useFillPath(schema);
  const template = schema.returnTo;
  if (!template) return 'list' as const;
  return (_resource?: string, _id?: unknown, data?: Record<string, unknown>) => fill(template, data);
};

/** A path template of the declaration (`returnTo`, `cancelTo`) filled from the URL query, else the record; the list when a part is missing. */
const useFillPath = (schema: ResourceSchema) => {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  return (template: string, data?: Record<string, unknown>): string => {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(query.get(name) || String(data?.[schema.fromQuery?.[name] ?? name] ?? '')),
    );
    return /\/\/|\/$/.test(path.replace(/^\//, '')) ? `/${schema.name}` : path;
  };
};

/** Where the form's Cancel goes (`cancelTo`), or nothing. */
const useCancelTo = (schema: ResourceSchema, record?: Record<string, unknown>): string | undefined => {
  const fill = useFillPath(schema);
  return schema.cancelTo ? fill(schema.cancelTo, record) : undefined;
};

/** Cross-field rules of the declaration, as a form-level validator. */
const formValidator = (schema: ResourceSchema, mode: Mode) =>
  schema.validate ? (values: Record<string, unknown>) => schema.validate!(values, mode) : undefined;

/** The declaration's `.secret()` fields: never kept in a form's draft (issue 12). */
const secretSources = (schema: ResourceSchema): string[] =>
  Object.entries(schema.fields)
    .filter(([, field]) => field.options.secret)
    .map(([source]) => source);

/** What a form sends: hidden fields emptied, empty `.emptyAs` fields given their value (a country code +91). */
const sentValues = <V extends Record<string, unknown>>(schema: ResourceSchema, values: V): V =>
  withEmptyDefaults(schema, withoutHidden(schema, values));

export const SchemaCreate = ({ schema }: { schema: ResourceSchema }) => (
  <ResourceCreate redirect={useReturnTo(schema)} title={schema.createTitle} transform={values => sentValues(schema, values)}>
    <DraftExclude sources={secretSources(schema)}>
      <SimpleForm
        toolbar={<FormToolbar deletable={false} cancelTo={useCancelTo(schema)} />}
        defaultValues={useDefaults(schema)}
        validate={formValidator(schema, 'create')}
      >
        <SchemaFields schema={schema} mode="create" attributes />
      </SimpleForm>
    </DraftExclude>
  </ResourceCreate>
);

/** Save and Delete; a delete goes where a save goes (`returnTo`: a child record back to its parent's tab). */
const SchemaEditToolbar = ({ schema }: { schema: ResourceSchema }) => {
  const record = useRecordContext();
  const returnTo = useReturnTo(schema);
  const redirect = typeof returnTo === 'function' ? () => returnTo(schema.name, record?.id, record) : returnTo;
  return (
    <FormToolbar
      deletable={schema.deletable ?? true}
      deleteRedirect={redirect}
      cancelTo={useCancelTo(schema, record)}
      deleteWarning={schema.deleteWarning}
    />
  );
};

export const SchemaEdit = ({ schema, title }: { schema: ResourceSchema; title?: false }) => {
  const toolbar = <SchemaEditToolbar schema={schema} />;
  const validate = formValidator(schema, 'update');
  return (
    <ResourceEdit redirect={useReturnTo(schema)} title={title} transform={values => sentValues(schema, values)}>
      <DraftExclude sources={secretSources(schema)}>
        {schema.editTabs ? (
          // TabbedForm reads no theme props: the edits kept through a refetch are asked for here (docs/decisions.md).
          <TabbedForm toolbar={toolbar} validate={validate} resetOptions={{ keepDirtyValues: true }}>
            {editTabsOf(schema).map((tab, i) => (
              <TabbedForm.Tab key={tab.path} label={tab.label} path={tab.path || undefined}>
                <SchemaFields schema={schema} mode="update" sources={tab.fields} attributes={i === 0} />
              </TabbedForm.Tab>
            ))}
          </TabbedForm>
        ) : (
          <SimpleForm toolbar={toolbar} validate={validate}>
            <SchemaFields schema={schema} mode="update" attributes />
          </SimpleForm>
        )}
      </DraftExclude>
    </ResourceEdit>
  );
};

/* Show ------------------------------------------------------------------------------------------- */

/** The record's fields of the show place (or only `sources`), each as its field shows it, and its creation. */
export const ShowFields = ({ schema, sources }: { schema: ResourceSchema; sources?: readonly string[] }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      {fieldRows(
        schema,
        fieldsIn(schema, 'show')
          .filter(([source, field]) => (!sources || sources.includes(source)) && holds(field.options.shownWhen, record))
          .map(([source]) => source),
      ).map(row => {
        const values = row.map(source => (
          <Labeled key={source} label={schema.fields[source]!.label}>
            <FieldValue source={source} field={schema.fields[source]!} record={record} />
          </Labeled>
        ));
        return row.length > 1 ? (
          <Box key={row.join('+')} sx={PAIR_SX}>
            {values}
          </Box>
        ) : (
          values[0]
        );
      })}
      <Labeled label="Created">
        <DayField source="created_at" emptyText="-" />
      </Labeled>
    </Box>
  );
};

/** A show page of the declaration: its fields (or `children`), Edit, and the page's own `actions` before it. */
export const SchemaShow = ({
  schema,
  children,
  title,
  actions,
}: {
  schema: ResourceSchema;
  children?: ReactNode;
  title?: false;
  actions?: ReactNode;
}) => (
  <Show
    title={title}
    actions={
      hasView(schema, 'edit') || actions ? (
        <TopToolbar>
          {actions}
          {hasView(schema, 'edit') && <EditButton />}
        </TopToolbar>
      ) : (
        false
      )
    }
  >
    {children ?? (
      <SimpleShowLayout>
        <ShowFields schema={schema} />
      </SimpleShowLayout>
    )}
  </Show>
);

/* The views of a declaration --------------------------------------------------------------------- */

const cache = new WeakMap<ResourceSchema, Partial<Record<SchemaView, () => ReactElement>>>();

/** The generated view of a schema (one component per schema and view, made once). */
export const schemaView = (schema: ResourceSchema, view: SchemaView): (() => ReactElement) => {
  const views = cache.get(schema) ?? {};
  cache.set(schema, views);
  views[view] ??= {
    list: () => <SchemaList schema={schema} />,
    create: () => <SchemaCreate schema={schema} />,
    edit: () => <SchemaEdit schema={schema} />,
    show: () => <SchemaShow schema={schema} />,
  }[view];
  return views[view]!;
};
