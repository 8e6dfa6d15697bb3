/** Notes: written from a customer's Notes tab and read there through notes/detailtab; the notes list, show and edit. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/notes.ts"
import { defineSchema } from '../../../common/schema/define';
import { choice, longText, reference } from '../../../common/schema/fields';

export const NOTE_TEXTS = {
  notes: 'Notes is required',
  failure: 'Unable to create notes',
  created: 'Notes created successfully.',
} as const;

export const NOTE_SOURCE_TYPES = ['Customer', 'Project'] as const;

const SEED_NOTES = [
  'Called about the site visit on Sunday; will bring his brother.',
  'Asked for the bank loan documents list.',
  'Prefers an east-facing corner plot near the main road.',
  'Paid the token advance in cash at the office.',
  'Wants the registration before Pongal.',
  'Asked to call back after the 10th.',
];

export const notes = defineSchema({
  name: 'notes',
  label: 'Notes',
  singular: 'Note',
  group: 'sales',
  icon: 'comment',
  reducedMenu: false,
  views: ['list', 'edit', 'show'],
  perPage: 10,
  recordRepresentation: 'notes',
  rowClick: 'show',
  // `?nid=` is the customer's id: the list reads that customer's notes, and the form's Cancel go back to the customer's Notes tab…
  queryFilter: query => (/^\d+$/.test(query.get('nid') ?? '') ? { source_type: 'Customer', source_id: Number(query.get('nid')) } : {}),
  cancelTo: '/customer/{nid}/show/note',
  returnTo: '/customer/{nid}/show/note',
  fields: {
    notes: longText('Notes').required(NOTE_TEXTS.notes).in('list', 'search').seed(SEED_NOTES),
    source_type: choice('Type', NOTE_SOURCE_TYPES).readOnly().in('list').seed(['Customer']),
    source_id: reference('Customer', { resource: 'customer', display: 'name', embed: 'customer' })
      .readOnly()
      .in('list')
      .seed(ctx => ctx.random.pick(ctx.rows('customer')).id),
  },
  seed: { count: 30, after: ['customer'] },
  messages: { updated: 'Notes updated successfully.', deleted: 'Notes deleted successfully.' },
});
