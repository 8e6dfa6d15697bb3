/**
 * Views for the simple "type" resources whose record is a name plus flags (document types,
 * customer document types, and later the interaction and service types). A resource folder
 * configures them; it does not copy them.
 */
import type { ReactNode } from 'react';
import { BooleanInput, DataTable, DateField, SimpleForm, TextInput, BooleanField } from 'react-admin';
import { FormToolbar, ResourceCreate, ResourceEdit } from './ResourceForm';
import { ResourceList } from './ResourceList';
import { required } from './validators';
import type { RaRecord } from 'ra-core';

export interface TypeViewsConfig {
  /** The message of the required name (spec section 5, verbatim). */
  nameRequired: string;
  /** False: no delete for anyone (e.g. customer document types). */
  deletable?: boolean;
  /** Shows the loan-requirement document flag (document types). */
  loanFlag?: boolean;
  perPage?: number;
  /** The record's text field and its label (default `name` / 'Name'; e.g. `status` / 'Status'). */
  field?: { source: string; label: string };
}

const fieldOf = (config: TypeViewsConfig) => config.field ?? { source: 'name', label: 'Name' };

const TypeFields = ({ config }: { config: TypeViewsConfig }) => (
  <>
    <TextInput source={fieldOf(config).source} label={fieldOf(config).label} validate={required(config.nameRequired)} fullWidth />
    {config.loanFlag && <BooleanInput source="loanrecdoc" label="Loan requirement document" />}
  </>
);

const TypeForm = ({ config, deletable }: { config: TypeViewsConfig; deletable: boolean }) => (
  <SimpleForm toolbar={<FormToolbar deletable={deletable} />}>
    <TypeFields config={config} />
  </SimpleForm>
);

export const makeTypeViews = (config: TypeViewsConfig) => {
  const deletable = config.deletable ?? true;
  const List = ({ children }: { children?: ReactNode }) => (
    <ResourceList
      perPage={config.perPage ?? 20}
      bulkDelete={deletable}
      filters={[<TextInput key="q" source="q" label="Search" alwaysOn />]}
      primaryText={(r: RaRecord) => r[fieldOf(config).source]}
      secondaryText={config.loanFlag ? (r: RaRecord) => (r.loanrecdoc ? 'Loan requirement document' : '') : undefined}
    >
      <DataTable.Col source={fieldOf(config).source} label={fieldOf(config).label} />
      {config.loanFlag && (
        <DataTable.Col source="loanrecdoc" label="Loan requirement document">
          <BooleanField source="loanrecdoc" looseValue />
        </DataTable.Col>
      )}
      <DataTable.Col source="created_at" label="Created">
        <DateField source="created_at" />
      </DataTable.Col>
      {children}
    </ResourceList>
  );
  const Create = () => (
    <ResourceCreate>
      <TypeForm config={config} deletable={false} />
    </ResourceCreate>
  );
  const Edit = () => (
    <ResourceEdit>
      <TypeForm config={config} deletable={deletable} />
    </ResourceEdit>
  );
  return { List, Create, Edit };
};
