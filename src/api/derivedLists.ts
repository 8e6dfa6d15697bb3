/**
 * Lists the console derives from other calls instead of reading them from the server (`emidue`):
 * the layer that owns their logic hands them in (the registry, src/resources/index.ts, gives
 * features/emi's), as src/common/slots.tsx is handed its pieces. docs/decisions.md "EMI dues (issue 37)".
 */
import type { GetListParams } from 'ra-core';
import type { CoreCalls, ExportParams } from './coreCalls';
import type { Download } from './http';
import { own } from './own';

/** A list the console derives from other calls: its getList and its export. */
export interface DerivedList {
  list(params: Partial<GetListParams>): Promise<{ data: Record<string, unknown>[]; total: number }>;
  export(params: ExportParams): Promise<Download>;
}

/** A derived list over the data provider's own calls. */
export type DerivedListOf = (core: CoreCalls) => DerivedList;

const given: Record<string, DerivedListOf> = {};

export const provideDerivedLists = (lists: Readonly<Record<string, DerivedListOf>>): void => {
  Object.assign(given, lists);
};

/** The derived list of a resource over `core`, when one was handed in. */
export const derivedList = (resource: string, core: CoreCalls): DerivedList | undefined => own(given, resource)?.(core);
