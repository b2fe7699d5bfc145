import { z } from 'zod';

/*
 * The page's module script. zod 4 probes `new Function('')` when it builds an object schema, to
 * compile faster parsers; under our strict CSP (script-src 'self', no 'unsafe-eval') the probe
 * is reported as a `securitypolicyviolation` on every page load, even though zod catches the
 * refusal. Jitless parsing is zod's documented setting for CSP environments, and it must be set
 * before the contract builds its schemas at module evaluation. Static imports cannot guarantee
 * that (the bundler may place the contract in a chunk evaluated before this module's body), so
 * the app is loaded only once zod is configured.
 */
z.config({ jitless: true });

/** A new task: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * The app's code is evaluated in steps, one task each: React's renderer, the texts, the session,
 * the calls (with the contract's schemas), the UI kit and the providers, the routes, then the app.
 * Evaluated at once, it is one task that holds a phone's main thread for a third of a second
 * while the drawn page is already on screen and could take a tap.
 */
async function startApp(): Promise<void> {
  const steps = [
    () => import('react-dom/client'),
    () => import('@/shared/i18n'),
    // The session's schemas (the restaurant's profile) apart from the calls: each is a long task.
    () => import('@/shared/lib/session'),
    () => import('@/shared/api'),
    () => import('./provider'),
    () => import('./router'),
  ];
  for (const step of steps) {
    await step();
    await nextTask();
  }
  await import('./main');
}

void startApp();
