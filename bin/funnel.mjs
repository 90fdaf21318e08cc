#!/usr/bin/env node
// The `funnel` CLI: validate funnel and flow documents, draw flows, report a funnel's visitors. Runs the TypeScript sources through tsx.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The project's tsconfig.json, wherever the command runs from: its `paths` resolve the sources' `@/` imports.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const { runFunnelCli } = await import('../runtime/cli/runCli.ts');
const result = await runFunnelCli(process.argv.slice(2));
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.code;
