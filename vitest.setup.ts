import { afterEach, beforeEach } from 'vitest';
import { checkConsoleErrors, watchConsoleErrors } from './testing/consoleErrors';

// Every test fails on a console.error it did not expect (testing/consoleErrors.ts).
beforeEach(watchConsoleErrors);
afterEach(checkConsoleErrors);
