/** Saves a fetched file in the browser: the data provider fetched it with the session's headers, so no token goes into a URL. */
// Reasoning: docs/decisions.md "Notes: src/common/saveFile.ts"
export const saveFile = ({ blob, filename }: { blob: Blob; filename: string }): void => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
