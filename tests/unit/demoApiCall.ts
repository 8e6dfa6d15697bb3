/**
 * A call to the demo API as a signed-in demo account, without the console: the unit tests of a
 * handler's rules (its answers, refusals and status codes). `path` starts with the organization.
 */
import { createAccountApi } from '../../src/api/account';
import { toFormData } from '../../src/api/formData';

const ROOT = 'http://localhost/api/v1';
const tokenOf = async (username: string) => (await createAccountApi().login(username, username)).token;

export const api = async (username: string, method: string, path: string, values?: Record<string, unknown>) => {
  const response = await fetch(`${ROOT}/${path}`, {
    method,
    body: values ? toFormData(values) : undefined,
    headers: { Accept: 'application/json', Authorization: `Bearer ${await tokenOf(username)}`, 'X-Organization-Id': path.split('/')[0]! },
  });
  return { status: response.status, body: await response.json() };
};
