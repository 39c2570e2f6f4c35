// The opening every per-route measurement script shares: its `--name value` options, and the built
// site served on a free port with the one Chromium (scripts/chromium.mjs) to load it.
import { launchChromium } from '../chromium.mjs';
import { startServer } from '../serve.mjs';

/** Takes `--name value` out of `args` (which it changes, leaving the plain arguments); the value, or `fallback`. */
export function takeOption(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args.splice(i, 2)[1];
}

/** Serves `dir` and launches Chromium: `{ origin, browser, close }`; call `close()` in a `finally`. */
export async function openSite(dir) {
  const server = await startServer(dir, 0);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchChromium();
  return {
    origin,
    browser,
    async close() {
      await browser.close();
      server.close();
    },
  };
}
