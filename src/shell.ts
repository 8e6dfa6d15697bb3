/** The pages src/features gives the shell of src/app: the dashboard (lazy) and the palette's button. */
import { lazy } from 'react';
import { registerShell } from './app/resources';
import { PaletteLauncher } from './features/palette/PaletteLauncher';

registerShell({ Dashboard: lazy(() => import('./features/dashboard/DashboardPage')), PaletteLauncher });
