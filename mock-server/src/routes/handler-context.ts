/** The context a handler gets; a class so that no closures are allocated per request. */
import type { AnyEndpoint, DataOf } from '@wonder/contracts';
import type { Persona } from '@wonder/fixtures';
import type { FastifyRequest } from 'fastify';
import type { HandlerContext } from '../handlers/define';
import type { Rng } from '../util/rng';
import type { DataSource } from '../world/data';
import type { Session } from '../world/session';
import type { IssuedToken } from '../world/world';
import type { RequestState } from './context';

export class Context implements HandlerContext {
  readonly world: Session['world'];
  readonly user: HandlerContext['user'];
  readonly headers: HandlerContext['headers'];
  readonly params: HandlerContext['params'];
  readonly scenarioIds: HandlerContext['scenarioIds'];

  constructor(
    private readonly data: DataSource,
    readonly rng: Rng,
    readonly endpoint: AnyEndpoint,
    readonly session: Session,
    readonly persona: Persona,
    readonly token: IssuedToken | undefined,
    readonly now: number,
    readonly query: unknown,
    readonly body: unknown,
    request: FastifyRequest,
    scenarios: RequestState['scenarios'],
  ) {
    this.world = session.world;
    this.user = token?.user;
    this.headers = request.headers;
    this.params = scenarios.params;
    this.scenarioIds = scenarios.ids;
  }

  successData(): unknown;
  successData<O extends AnyEndpoint>(endpoint: O): DataOf<O>;
  successData(endpoint: AnyEndpoint = this.endpoint): unknown {
    return this.data.copy(endpoint.id, this.persona, this.now);
  }

  memo<T>(key: string, build: () => T): T {
    return this.data.memo(key, build);
  }
}
