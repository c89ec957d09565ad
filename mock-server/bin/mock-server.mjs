#!/usr/bin/env node
// Runs the TypeScript sources directly: tsx's ESM loader is registered in-process (Node >= 20.6).
import { register } from 'tsx/esm/api';

register();
const args = process.argv.slice(2);
if (args[0] === '--') args.shift();
if (args[0] === 'drift') {
  // Only the admin client: a CI step reading the drift report does not load the simulator.
  const { driftCommand } = await import('../src/proxy/drift-cli.ts');
  process.exitCode = await driftCommand(args.slice(1));
} else {
  await import('../src/main.ts');
}
