import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import { startI18n } from './i18n';
import { getLocalStorage, getSessionStorage } from './lib/storage';
import { loadSiteInfo } from './lib/site';
import './styles/app.css';

async function start() {
  // The UI language's texts (fetched only for a language other than English) load alongside the site.
  const [site] = await Promise.all([loadSiteInfo(), startI18n()]);
  const store = createAppStore({ local: getLocalStorage(), session: getSessionStorage(), pageEvents: window });
  const router = createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} site={site}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();

// The service worker (src/service-worker/sw.ts) keeps the app and kept books working offline. It
// is registered once the page has loaded, so its downloads never compete with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
