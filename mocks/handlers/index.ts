/** Every handler of the demo API, in the order msw tries them. Areas add their file here. */
import { accountHandlers } from './account';
import { dashboardHandlers } from './dashboard';
import { demoHandlers, notFoundHandlers } from './demo';
import { documentTypeHandlers } from './documentTypes';
import { documentHandlers } from './documents';
import { plotHandlers } from './plots';
import { propertyHandlers } from './properties';
import { projectAreaHandlers } from './projects';

export const handlers = [...accountHandlers, ...demoHandlers, ...documentTypeHandlers, ...plotHandlers, ...propertyHandlers, ...documentHandlers, ...dashboardHandlers, ...projectAreaHandlers, ...notFoundHandlers];
