/** A sale's instalments (spec 2 §2, §5): the messages and the routes the sale's Instalment tab and the instalment form share. */
// Reasoning: docs/decisions.md "Notes: src/features/instalments/instalmentLogic.ts"
import type { Identifier } from 'ra-core';

/** Instalments (spec 2 §5, verbatim: inventory messages 55-57), plus our own for the rest. */
export const INSTALMENT_MESSAGES = {
  amount: 'Amount is required',
  receivedAt: 'Received Date is required',
  receivedUser: 'Received User is required',
  amountNumber: 'Amount must be a number greater than 0',
  receivedAtInvalid: 'Please enter a valid received date',
  receivedUserInvalid: 'The selected user is invalid.',
  saleInvalid: 'The selected plot sale is invalid.',
  created: 'Instalment added successfully.',
  updated: 'Instalment updated successfully.',
} as const;

/** The sale's instalment tab, where instalment saves return (spec 2 §2). */
export const saleInstalmentsPath = (saleId: Identifier) => `/plotsale/${saleId}/show/instalment`;

/** The instalment create route of the specification: /plotsaleinstalment/create?plotid&plotsaleid. */
export const instalmentCreatePath = (plotId: Identifier | null | undefined, saleId: Identifier) =>
  `/plotsaleinstalment/create?plotid=${encodeURIComponent(String(plotId ?? ''))}&plotsaleid=${encodeURIComponent(String(saleId))}`;

/** The instalment edit route of the specification: /plotsaleinstalment/{id}?plotsaleid. */
export const instalmentEditPath = (id: Identifier, saleId: Identifier) =>
  `/plotsaleinstalment/${encodeURIComponent(String(id))}?plotsaleid=${encodeURIComponent(String(saleId))}`;
