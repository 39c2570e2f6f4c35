import { currentLocale, localePrefix } from '../i18n/locale';
/**
 * Offline reading and updates. The service worker (scripts/build-sw.mjs) precaches every page and
 * chunk of one build under that build's revisions. A new deploy installs beside the old one and
 * waits (skipWaiting: false), so an open page keeps being served its own build, never a mix of old
 * and new files. Once the new version is ready, the reader is told and chooses when to reload
 * into it. The notice's code is loaded only then: nothing of it runs at start-up.
 */

const HOUR_MS = 60 * 60 * 1000;
/** Set once this tab asked the new version to take over (it reloads itself then). */
let updating = false;

function announce(reload: () => void) {
  void import('./UpdateNotice').then(({ showUpdateNotice }) => showUpdateNotice(reload));
}

/** Asks the waiting worker to take over, then reloads into the new version. */
function activate(worker: ServiceWorker) {
  updating = true;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

function watch(registration: ServiceWorkerRegistration) {
  // Without a controller this is the first install, not an update: nothing to announce.
  const hadController = Boolean(navigator.serviceWorker.controller);
  if (registration.waiting && hadController) {
    const waiting = registration.waiting;
    announce(() => activate(waiting));
  }
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(() => activate(installing));
    });
  });
  // Another tab chose to reload into the new version, which now controls this tab too.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController && !updating) announce(() => window.location.reload());
  });
  // Pages change without a navigation, so a long-open tab also checks when it is shown again.
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < HOUR_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => {});
  });
  // A state tests (and people debugging) can wait for: the page now hears of a new version.
  document.documentElement.dataset.serviceWorker = 'watching';
}

/** The page's language's worker (scripts/build-sw.mjs): `/sw.js` for English, `/es/sw.js` (scope `/es/`) for Spanish. */
export function registerServiceWorker() {
  const prefix = localePrefix(currentLocale());
  navigator.serviceWorker
    .register(`${prefix}/sw.js`, { scope: `${prefix}/` })
    .then(watch)
    .catch(() => {
      // Without a service worker the site still works online; nothing to tell the reader.
    });
}
