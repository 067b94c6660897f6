import { z } from 'zod';

// Zod probes `new Function` to compile faster parsers; our CSP forbids eval, so the probe only reported a
// violation. Imported before any schema, since each object schema decides when it is defined.
z.config({ jitless: true });
