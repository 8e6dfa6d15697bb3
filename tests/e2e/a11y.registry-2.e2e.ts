import { scanRegistry } from './a11yRegistry';

scanRegistry(2, 2);
