/**
 * Sending a message in the demo API (spec 2 §7 "POST message/send: from_name, subject,
 * template_id, template_text"): the subject, the sender's name and a template of the
 * organization's mail/templates are required, with the console's texts (src/resources/admin/messages.ts).
 */
import { http } from 'msw';
import { findRow } from '../db';
import { MESSAGE_TEXTS } from '../../src/resources/admin/messages';
import { API, authorize, invalid, ok, readBody, str } from './util';

export const messageHandlers = [
  http.post(`${API}/:orgid/message/send`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'message', action: 'create' });
    if (caller instanceof Response) return caller;
    const values = await readBody(request);
    const errors: Record<string, string> = {};
    if (!str(values.subject).trim()) errors.subject = MESSAGE_TEXTS.subject;
    if (!str(values.from_name).trim()) errors.from_name = MESSAGE_TEXTS.fromName;
    if (!str(values.template_id) || !findRow('mail/templates', caller.orgid, str(values.template_id)))
      errors.template_id = MESSAGE_TEXTS.templateRequired;
    if (Object.keys(errors).length) return invalid(errors);
    return ok(null, MESSAGE_TEXTS.sent);
  }),
];
