/** Messages (spec 2 §7 "POST message/send: from_name, subject, template_id, template_text"). */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export interface SendMessagePayload {
  from_name: string;
  subject: string;
  template_id: Identifier;
  template_text: string;
}

export const messageMethods = (core: CoreCalls) => ({
  /** POST message/send: the mail goes out with the chosen template. */
  sendMessage: (payload: SendMessagePayload) => core.call('POST', 'message/send', { ...payload }),
});
