import { scanRegistry } from './a11yRegistry';

scanRegistry(1, 2);
