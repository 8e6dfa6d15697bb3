/**
 * The console of an organization, as App.tsx loads it (issue 41): the shell and <Admin> without the
 * registry's declarations, which are fetched once the first page is drawn (src/app/OrgAdmin.tsx);
 * until then the menu, the titles and the links read the registry's index (src/app/resourceIndex.ts).
 * docs/decisions.md "The registry after the first page (issue 41)".
 */
import { provideDerivedLists } from './api/derivedLists';
import { registerResourceLoader } from './app/resources';
import { emiDueList } from './features/emi/dueList';
import './shell';

export { OrgAdmin } from './app/OrgAdmin';

registerResourceLoader(() => import('./resources'));

// The dashboard's EMI dues card reads the derived list before the declarations are there (src/resources/index.ts hands it too).
provideDerivedLists({ emidue: emiDueList });
