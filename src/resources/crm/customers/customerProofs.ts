/** A customer's ID proofs: no list of their own, read on the customer's ID Proofs tab, created and edited from `?cid=`… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/customerProofs.ts"
import { defineSchema, tabChild } from '../../../common/schema/define';
import { choice, image, reference } from '../../../common/schema/fields';
import { UPLOAD_MAX_BYTES } from '../../../common/uploads';

const customerOf = () => reference('Customer', { resource: 'customer', display: 'name', embed: 'customer' });

export const PROOF_TEXTS = {
  proofType: 'Proof type is required',
} as const;

/** The proof types of spec 2 §5, verbatim and in its order. */
export const PROOF_TYPES = [
  'Passport',
  'Arms License',
  'Driving License',
  'Ration Card',
  'Pan Card',
  'Business Pan Card',
  'Voter Id',
  'Others',
] as const;

export const customerproof = defineSchema({
  name: 'customerproof',
  label: 'ID Proofs',
  singular: 'ID Proof',
  group: 'sales',
  icon: 'idproof',
  ...tabChild('cid', 'cid', '/customer/{cid}/show/idproof'),
  recordRepresentation: 'proof_type',
  fields: {
    cid: customerOf(),
    proof_type: choice('Proof Type', PROOF_TYPES)
      .required(PROOF_TEXTS.proofType)
      .in('list')
      .seed(['Pan Card', 'Driving License', 'Voter Id', 'Ration Card', 'Passport', 'Pan Card', 'Voter Id']),
    // The uploads' limits of spec 1 §6 (an image, at most 10,000,000 bytes): no other is given for a proof.
    file: image('Proof Image')
      .accept('image/*', UPLOAD_MAX_BYTES)
      .answeredAs('url')
      .in('list')
      .seed(ctx =>
        ctx.fake.image(`${String(ctx.row.proof_type)} ${ctx.rows('customer').find(c => c.id === ctx.row.cid)?.name ?? ''}`.trim()),
      ),
  },
  seed: { count: 36, after: ['customer'] },
  messages: {
    created: 'Proof details created successfully.',
    updated: 'Proof details updated successfully.',
    deleted: 'Proof details deleted successfully.',
  },
});
