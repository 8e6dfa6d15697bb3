/**
 * A test's tiny timeouts, set the way a deployment sets them (window.__APP_CONFIG__ { timeoutMs,
 * uploadTimeoutMs }, read by src/api/config.ts at every call); `setTimeouts({})` puts the defaults back.
 */
export const setTimeouts = ({ request, upload }: { request?: number; upload?: number }): void => {
  const { timeoutMs: _request, uploadTimeoutMs: _upload, ...rest } = window.__APP_CONFIG__ ?? {};
  window.__APP_CONFIG__ = {
    ...rest,
    ...(request === undefined ? {} : { timeoutMs: request }),
    ...(upload === undefined ? {} : { uploadTimeoutMs: upload }),
  };
};
