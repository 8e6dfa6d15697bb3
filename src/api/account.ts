/** The calls made before sign-in (no organization prefix): sign-in, the New User dialogs and the Forgot Password dialog. */
// Reasoning: docs/decisions.md "Notes: src/api/account.ts"
import { ApiError, createHttpClient, MSG_PROCESS, type HttpClient } from './http';
import { readMemberships } from './permissions';
import type { SessionUser } from './session';

export interface AccountApi {
  login(username: string, password: string): Promise<SessionUser>;
  /** New User, step 1: phone and code. data.id is the new user's id. */
  newLogin(mobile: string, code: string): Promise<{ id: number | string; message: string }>;
  /** New User, step 2: email and password for that user. */
  newUserPassword(userId: number | string, email: string, password: string): Promise<{ message: string }>;
  /** Forgot Password, step 1: a 6-digit code is sent; data.token is kept. */
  forgotPassword(userEmail: string): Promise<{ token: string; message: string }>;
  /** Forgot Password, step 2: the code. */
  forgotToken(userEmail: string, code: string, token: string): Promise<{ message: string }>;
  /** Forgot Password, step 3: the new password. */
  resetPassword(userEmail: string, newPassword: string, confirmPassword: string): Promise<{ message: string }>;
}

export const createAccountApi = (http: HttpClient = createHttpClient()): AccountApi => {
  const post = <T>(path: string, body: Record<string, unknown>) => http.request<T>(path, { method: 'POST', body, scoped: false });
  return {
    async login(username, password) {
      const { data } = await post<SessionUser>('account/login', { username, password });
      if (!data || typeof data !== 'object' || typeof data.token !== 'string' || !data.token) throw new ApiError(MSG_PROCESS, 200);
      // The permissions are validated here, at sign-in (issue 12): a list of strings or none.
      return { ...data, organizations: readMemberships(data.organizations) };
    },
    async newLogin(mobile, code) {
      const { data, message } = await post<{ id: number | string }>('account/newlogin', { mobile, code, action: 'full' });
      return { id: data?.id, message };
    },
    async newUserPassword(userId, email, password) {
      const { message } = await post('account/newuserpassword', {
        user_email: email,
        password,
        user_id: userId,
        action: 'full',
      });
      return { message };
    },
    async forgotPassword(userEmail) {
      const { data, message } = await post<{ token: string }>('submitforgotpassword', { user_email: userEmail });
      return { token: data?.token ?? '', message };
    },
    async forgotToken(userEmail, code, token) {
      const { message } = await post('submitforgottoken', { user_email: userEmail, code, token });
      return { message };
    },
    async resetPassword(userEmail, newPassword, confirmPassword) {
      const { message } = await post('submitresetpassword', {
        user_email: userEmail,
        new_password: newPassword,
        confirm_password: confirmPassword,
      });
      return { message };
    },
  };
};
