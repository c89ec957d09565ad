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

/** What the pipeline knows about a request once it passed its checks (routes/pipeline.ts). */
export interface ContextOptions {
  /** The fixture data source behind successData() and memo(). */
  data: DataSource;
  rng: Rng;
  endpoint: AnyEndpoint;
  session: Session;
  persona: Persona;
  token: IssuedToken | undefined;
  now: number;
  /** Parsed by the endpoint's query schema (undefined when it has none). */
  query: unknown;
  /** Parsed by the endpoint's body schema (undefined when it has none). */
  body: unknown;
  request: FastifyRequest;
  scenarios: RequestState['scenarios'];
}

export class Context implements HandlerContext {
  private readonly data: DataSource;
  readonly rng: Rng;
  readonly endpoint: AnyEndpoint;
  readonly session: Session;
  readonly persona: Persona;
  readonly token: IssuedToken | undefined;
  readonly now: number;
  readonly query: unknown;
  readonly body: unknown;
  readonly world: Session['world'];
  readonly user: HandlerContext['user'];
  readonly headers: HandlerContext['headers'];
  readonly params: HandlerContext['params'];
  readonly scenarioIds: HandlerContext['scenarioIds'];

  constructor(options: ContextOptions) {
    this.data = options.data;
    this.rng = options.rng;
    this.endpoint = options.endpoint;
    this.session = options.session;
    this.persona = options.persona;
    this.token = options.token;
    this.now = options.now;
    this.query = options.query;
    this.body = options.body;
    this.world = options.session.world;
    this.user = options.token?.user;
    this.headers = options.request.headers;
    this.params = options.scenarios.params;
    this.scenarioIds = options.scenarios.ids;
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
