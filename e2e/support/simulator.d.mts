/** The production build the journeys run against: E2E_WEB_DIR, else web/dist. */
export declare function webDir(): string;

/** The host calls that reached the shared `default` session (a journey's own session has the rest). */
export declare function defaultSessionCalls(origin: string): Promise<string[]>;

export interface RunningSimulator {
  /** e.g. `http://127.0.0.1:41234` */
  origin: string;
  /** Stops it; throws if the traffic it saw is off its OpenAPI document or reached the `default` session. */
  close(): Promise<void>;
}

/** Starts the simulator serving the build in `dir` on a free port of 127.0.0.1. */
export declare function startSimulator(dir: string): Promise<RunningSimulator>;
