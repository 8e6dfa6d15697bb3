/**
 * react-admin's own floor: the smallest app react-admin's documentation starts from — one <Admin>,
 * ra-data-simple-rest (the package itself, a devDependency) and one ListGuesser resource.
 * `npm run bench` builds it in the same run as the console and compares first loads against it
 * (docs/performance.md).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Admin dataProvider={simpleRestProvider('/api')} disableTelemetry>
      <Resource name="posts" list={ListGuesser} />
    </Admin>
  </StrictMode>,
);
