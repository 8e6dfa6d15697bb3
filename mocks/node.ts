/** The demo API for tests (msw/node): the same handlers as the browser, an in-memory store. */
import { setupServer } from 'msw/node';
import { configureDb, resetDb } from './db';
import { gateHandlers } from './fastMatch';
import { handlers } from './handlers';
import { SEED_NOW } from './seed';

export const server = setupServer(...gateHandlers(handlers));

/** A fresh seeded store, for each test. */
export const resetDemoStore = (): void => {
  configureDb({ now: SEED_NOW });
  resetDb();
};
