/**
 * The scenarios directory (CLI --scenarios-dir): its files served beside the built-in catalogue, reloaded when
 * they change, stopped when the simulator closes. Without a directory, `scenarioFiles` is null.
 */
import type { AnyEndpoint } from '@wonder/contracts';
import fp from 'fastify-plugin';
import type { ScenarioEngine } from '../overrides/engine';
import { ScenarioFiles } from '../scenarios/files';

export interface ScenarioFilesOptions {
  dir?: string;
  engine: ScenarioEngine;
  endpoints: readonly AnyEndpoint[];
}

declare module 'fastify' {
  interface FastifyInstance {
    scenarioFiles: ScenarioFiles | null;
  }
}

// fastify-plugin: the files are loaded into the engine before the sessions plugin makes the default session
// (the scenarios given at start, --scenario, may come from a file), and the admin API saves files through
// `scenarioFiles`; its onClose hook stops the watcher when the whole app closes.
export const scenarioFilesPlugin = fp<ScenarioFilesOptions>(
  async (app, { dir, engine, endpoints }) => {
    const files = dir
      ? new ScenarioFiles({ dir, engine, builtIn: engine.scenarios, endpoints, log: app.log })
      : null;
    app.decorate('scenarioFiles', files);
    if (!files) return;
    await files.start();
    app.addHook('onClose', async () => files.close());
  },
  { name: 'scenario-files' },
);
