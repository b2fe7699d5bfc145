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

/*
 * Public screens arrive drawn before the app runs (main.tsx). Until it takes them over, the
 * browser would submit a form itself: a GET that reloads the page with the fields, password
 * included, in the address. The app handles every form itself, so the browser never submits one.
 */
document.addEventListener('submit', (event) => event.preventDefault(), { capture: true });

void import('./main');
