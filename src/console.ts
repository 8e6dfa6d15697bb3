/**
 * The console of an organization, as App.tsx loads it (lazily): the registry first (it hands the
 * app layer the resources and src/common the features' pieces), then the dashboard and the command
 * palette's button handed to the shell, then <Admin> itself (docs/decisions.md "Layers (issue 36)").
 */
import './resources';
import './shell';

export { OrgAdmin } from './app/OrgAdmin';
