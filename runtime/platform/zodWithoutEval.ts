import { z } from 'zod';

/**
 * Zod compiles object schemas with `new Function` where it may, and finds out whether it may by calling
 * `Function("")` the first time it parses one. The content security policy allows no eval, so in the browser that
 * probe was refused and reported as a policy violation (`script-src eval`) on every page. Zod runs here without
 * compiling (jitless): nothing asks for eval. Imported first by instrumentation-client.ts, before any schema parses;
 * the server, under no policy, keeps compiling.
 */
z.config({ jitless: true });
