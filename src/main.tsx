/**
 * Boot: start the embedded demo API only when no API is configured (VITE_API_URL), then render.
 * The import of mocks/ sits behind a build-time constant, so a build for a real API has no mock code.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadForPath } from './App';
import { isDemoMode } from './api/config';
// The Tamil font's @font-face only (a few hundred bytes of CSS); its files load when Tamil is drawn.
import './app/tamilFont.css';

const start = async () => {
  // The first page's code comes while the demo API starts.
  const preload = preloadForPath(window.location.pathname);
  if (!import.meta.env.VITE_API_URL && isDemoMode()) {
    const { startDemoApi } = await import('../mocks/browser');
    await startDemoApi();
  }
  await preload;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

start().catch(error => {
  document.getElementById('root')!.textContent = `Application error: ${error instanceof Error ? error.message : String(error)}`;
});
