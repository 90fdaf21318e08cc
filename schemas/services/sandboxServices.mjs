// @ts-check
// Plain JavaScript, because next.config.mjs reads it (the services' embedded defaults outside production).

/** The services sandbox's port on loopback: the palm, face and assistant stand-ins (`npm run dev`). */
export const SANDBOX_SERVICES_PORT = 4035;

/** The services sandbox's base URL: the embedded default of the palm, face and assistant services outside production. */
export const SANDBOX_SERVICES_URL = `http://127.0.0.1:${SANDBOX_SERVICES_PORT}`;
