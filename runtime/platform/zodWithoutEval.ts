/**
 * Zod compiles object schemas with `new Function` where it may, and finds out whether it may by calling
 * `Function("")` the first time it parses one. The content security policy allows no eval, so in the browser that
 * probe was refused and reported as a policy violation (`script-src eval`) on every page. Zod runs here without
 * compiling (jitless): nothing asks for eval. Imported first by instrumentation-client.ts, before any schema is
 * made; the server, under no policy, keeps compiling.
 *
 * The flag is set in the global settings object zod reads (`z.config()` returns it), not through `z.config`, whose
 * import brought zod's utilities (6 KiB gzip) into every first step, which parses nothing; zodWithoutEval.test.ts
 * holds zod to it.
 */
const ZOD_SETTINGS = '__zod_globalConfig';
const settings = globalThis as { [ZOD_SETTINGS]?: Record<string, unknown> };
settings[ZOD_SETTINGS] = Object.assign(settings[ZOD_SETTINGS] ?? {}, { jitless: true });
