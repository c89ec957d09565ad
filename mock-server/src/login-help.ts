/**
 * How to log in, for the start banner: a new user's first question is "with what?", and the answer (the
 * personas' phones and passwords, the SMS code) otherwise sits three clicks deep in the control page.
 * Phones and passwords come from the fixtures' personas, the code from the SMS handler: nothing is
 * repeated here but which personas the banner names (the identity ones; the rest are one URL away).
 */
import { DEV_SMS_CODE } from './handlers/login/codes';
import { personaById } from './world/personas';

/** The personas a first look at the app needs: paying, trial with and without an audition. */
const BANNER_PERSONAS = ['official', 'trial-y', 'trial-n'] as const;

export function loginHelpLines(origin: string): string[] {
  return [
    `  Log in as      (phone / password; every persona: the control page or ${origin}/__mock/personas)`,
    ...BANNER_PERSONAS.map((id) => {
      const p = personaById(id);
      return `                 ${id.padEnd(9)} ${p.phone} / ${p.password}   ${p.title}`;
    }),
    `                 SMS code ${DEV_SMS_CODE} for any phone (an unknown phone signs up a new user; no SMS is sent)`,
  ];
}
