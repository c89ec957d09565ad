/** Admin routes: the personas with their credentials, and logging one in without the RSA dance. */
import type { AdminReply } from '@wonder/contracts/admin';
import { PERSONA_IDS } from '@wonder/fixtures';
import type { FastifyInstance } from 'fastify';
import { asAdmin } from '../store/backend';
import { personaById } from '../world/personas';
import type { Session } from '../world/session';
import { TOKEN_TTL_MS, userOfPersona } from '../world/world';
import { bad, serve } from './route';

export async function personaRoutes(admin: FastifyInstance): Promise<void> {
  const { backend: hostBackend } = admin.mock;
  const backend = asAdmin(hostBackend);
  const known = new Set<string>(PERSONA_IDS);

  serve(admin, 'personas', () => ({
    personas: PERSONA_IDS.map((id) => {
      const p = personaById(id);
      return {
        id,
        title: p.title,
        description: p.description,
        studentStatus: p.studentStatus,
        userId: p.userId,
        canLogin: p.studentStatus !== 'TOURIST',
        phone: p.phone,
        areaCode: p.areaCode,
        password: p.password,
      };
    }),
  }));

  serve(admin, 'login', ({ params, body }) =>
    backend.use(params.id, (s) => {
      if (body.persona !== undefined && !known.has(body.persona))
        bad(`body.persona: unknown persona '${body.persona}' (one of ${PERSONA_IDS.join(', ')})`);
      const personaId = body.persona ?? s.scenarios.persona;
      if (personaById(personaId).studentStatus === 'TOURIST')
        bad(`body.persona: '${personaId}' has no account and cannot log in`);
      return logIn(s, personaId, body.token || undefined);
    }),
  );
}

/** Log a persona with an account in: a token of the session's world (`token`: this value, else a random one). */
export function logIn(s: Session, personaId: string, token?: string): AdminReply<'login'> {
  const p = personaById(personaId);
  const user = userOfPersona(p);
  const issued = s.world.issueToken(user, s.now(), token);
  return {
    session: s.id,
    persona: personaId,
    token: issued.token,
    userId: user.userId,
    openId: p.openId,
    time: issued.issuedAt,
    expiresAt: issued.expiresAt,
    ttlMs: TOKEN_TTL_MS,
    headers: {
      token: issued.token,
      klzz_ol_home_time: String(issued.issuedAt),
      klzz_ol_home_token: issued.token,
      klzz_ol_home_uid: user.userId,
      authorization: `Bearer ${issued.token}`,
    },
  };
}
