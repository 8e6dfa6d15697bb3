/**
 * The sign-in page drawn before the console's code (main.tsx; issue 41), at /login and at the
 * site's root with nobody signed in: React, part of MUI and this page, no router, no ra-core. Once
 * the form is drawn the demo API starts (a sign-in waits for it) and, a second later at an idle
 * moment, the console's code is fetched while the person types; a sign-in then draws the console.
 */
import { useEffect, useRef, useState } from 'react';
import { createAccountApi, type AccountApi } from '../../api/account';
import { whenIdle } from '../../common/idle';
import { SignInFrame } from './SignInFrame';
import { SignInPage, type NextPage } from './SignInPage';

/** A second after the sign-in page is drawn, at an idle moment: a person reads and types first. */
const PREFETCH_AFTER_MS = 1000;

/**
 * Fetches the console's code a second after the sign-in page is drawn, at an idle moment; at the
 * next idle moment when the page took over the pre-rendered form (the person is already typing).
 */
export const PrefetchConsole = ({ load, afterMs = PREFETCH_AFTER_MS }: { load: () => Promise<unknown>; afterMs?: number }) => {
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => void load().catch(() => undefined));
    }, afterMs);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [load, afterMs]);
  return null;
};

/** The account's calls, each made once `ready()` has resolved (its failure is the call's). */
export const afterReady = (ready: () => Promise<void>, account: AccountApi): AccountApi => {
  const wrapped = {} as Record<string, unknown>;
  for (const [name, call] of Object.entries(account) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    wrapped[name] = async (...args: unknown[]) => {
      await ready();
      return call(...args);
    };
  }
  return wrapped as unknown as AccountApi;
};

export interface SignInFirstProps {
  /** Starts the demo API (resolves at once for a real API). Called once the form is drawn, or by the first call. */
  startApi: () => Promise<void>;
  /** Fetches the console's code (while the person types). */
  prefetchConsole: () => Promise<unknown>;
  /** Draws the console at `path` in place of this page. */
  openConsole: (path: string) => Promise<void>;
  /** The page asked for before a reload of /login (the console's redirect keeps it in history.state). */
  next?: NextPage | null;
  /** What was typed in the pre-rendered form (index.html) before this page took it over. */
  initial?: { username: string; password: string };
}

export const SignInFirst = ({ startApi, prefetchConsole, openConsole, next, initial }: SignInFirstProps) => {
  const started = useRef<Promise<void>>(undefined);
  const ready = useRef(() => (started.current ??= startApi())).current;
  const [account] = useState(() => afterReady(ready, createAccountApi()));
  useEffect(() => {
    // After the frame that draws the form: its scripts and its first paint come first.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => void ready().catch(() => undefined), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return (
    <SignInFrame>
      <SignInPage account={account} next={next} onSignedIn={openConsole} initial={initial} />
      <PrefetchConsole load={prefetchConsole} afterMs={initial ? 0 : undefined} />
    </SignInFrame>
  );
};
