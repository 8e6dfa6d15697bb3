/** The copy-link button of the app download boxes: copy the link, report copied or failed… */
// Reasoning: docs/decisions.md "Notes: src/features/dashboard/copyLink.ts"

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long copied / failed stays on the button. */
export const COPY_RESET_MS = 4000;

export const COPY_LABELS: Readonly<Record<CopyState, string>> = {
  idle: 'Copy link',
  copied: 'Copied',
  failed: 'Failed',
};

/** What the button says to a screen reader when the state changes. */
export const COPY_ANNOUNCEMENTS: Readonly<Record<CopyState, string>> = {
  idle: '',
  copied: 'Link copied to the clipboard',
  failed: 'The link could not be copied',
};

export type CopyEvent = { type: 'copied' } | { type: 'failed' } | { type: 'reset' };

/** The transitions: any result replaces the current state; reset goes back to idle. */
export const copyReducer = (_state: CopyState, event: CopyEvent): CopyState => (event.type === 'reset' ? 'idle' : event.type);

export interface CopyLinkOptions {
  /** Writes the text to the clipboard; rejects when the clipboard refuses. */
  write?: (text: string) => Promise<void>;
  onChange: (state: CopyState) => void;
  resetMs?: number;
}

/** The browser's clipboard; rejects where there is none (an insecure page, an old browser). */
export const writeToClipboard = async (text: string): Promise<void> => {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (!clipboard?.writeText) throw new Error('No clipboard');
  await clipboard.writeText(text);
};

export interface CopyLinkController {
  readonly state: CopyState;
  /** Copies, reports the result, and schedules the return to idle (a new copy restarts the 4 s). */
  copy(text: string): Promise<CopyState>;
  /** Stops the pending reset (on unmount). */
  dispose(): void;
}

export const createCopyLink = ({ write = writeToClipboard, onChange, resetMs = COPY_RESET_MS }: CopyLinkOptions): CopyLinkController => {
  let state: CopyState = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const dispatch = (event: CopyEvent) => {
    if (disposed) return;
    state = copyReducer(state, event);
    onChange(state);
  };

  return {
    get state() {
      return state;
    },
    async copy(text: string) {
      clearTimeout(timer);
      let ok: boolean;
      try {
        await write(text);
        ok = true;
      } catch {
        ok = false;
      }
      dispatch({ type: ok ? 'copied' : 'failed' });
      clearTimeout(timer);
      if (!disposed) timer = setTimeout(() => dispatch({ type: 'reset' }), resetMs);
      return state;
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
};
