/**
 * zod compiles a parser (`new Function`) for each object schema the first time it parses with it: worth it for
 * a schema that parses thousands of times (the simulator's checks), a loss for a page that parses each answer
 * once — the home's first view compiled a few dozen of them on a phone's main thread before its largest paint
 * (issue 40). zod decides per schema when the schema is made, so this runs before any schema exists: main.tsx
 * imports this module first.
 */
import * as z from 'zod/mini';

z.config({ jitless: true });
