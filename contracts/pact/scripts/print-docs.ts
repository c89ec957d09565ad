/** Prints the README tables of contracts/pact/docs.ts (paste them into contracts/README.md). */
import { providersTable, statesTable } from '../docs';

console.log(`${providersTable()}\n\n${statesTable()}`);
