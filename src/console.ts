/** The console of an organization, as App.tsx loads it… docs/decisions.md "Layers (issue 36)"; docs/decisions.md "Notes: src/console.ts" */
import './resources';
import './shell';

export { OrgAdmin } from './app/OrgAdmin';
