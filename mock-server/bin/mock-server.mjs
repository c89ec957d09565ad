#!/usr/bin/env node
// Runs the TypeScript sources directly: tsx's ESM loader is registered in-process (Node >= 20.6).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
