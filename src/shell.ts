/** The pages src/features gives the shell of src/app: the dashboard (lazy) and the palette's button. */
import { registerShell } from './app/resources';
import { lazyView } from './common/loadable';
import { PaletteLauncher } from './features/palette/PaletteLauncher';

registerShell({ Dashboard: lazyView(() => import('./features/dashboard/DashboardPage')), PaletteLauncher });
