// Zod probes `new Function` to compile faster parsers; our CSP forbids eval, so the probe only reported a
// violation. Zod reads its config from this global (shared by every copy of Zod) when a schema is defined,
// so setting it here, before any schema module runs, keeps Zod itself out of the sign-in page.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export {};
