/** Every handler of the demo API, in the order msw tries them. Areas add their file here. */
import { accountHandlers } from './account';
import { demoHandlers, notFoundHandlers } from './demo';
import { documentTypeHandlers } from './documentTypes';

export const handlers = [...accountHandlers, ...demoHandlers, ...documentTypeHandlers, ...notFoundHandlers];
