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

void import('./main');
