/** Persona lookup that never yields undefined (PERSONAS is a plain record keyed by string ids). */
import { PERSONAS, type Persona } from '@wonder/fixtures';

export function personaById(id: string): Persona {
  const p = (PERSONAS as Readonly<Record<string, Persona | undefined>>)[id];
  if (!p) throw new Error(`unknown persona '${id}'`);
  return p;
}

export function allPersonas(): Persona[] {
  return Object.values(PERSONAS as Readonly<Record<string, Persona>>);
}
