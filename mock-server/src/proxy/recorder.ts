/**
 * `--record <file>`: what the real services answered, written as a scenario file (the format of
 * mock-server/scenarios/, ScenarioFileSchema), so a real backend state replays offline: one override per
 * endpoint with the `data` of its latest success answer that met the contract. Credentials and phone
 * numbers go through the one redaction module; an answer whose redacted data its endpoint's schema no longer
 * accepts (a phone field with a pattern) is left out, since the file would be refused on load.
 * Rewritten after each new answer (one write at a time, the latest content wins).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, extname } from 'node:path';
import type { AnyEndpoint } from '@wonder/contracts';
import { SCENARIO_ID_PATTERN, type ScenarioFile } from '@wonder/contracts/admin';
import type { FastifyBaseLogger } from 'fastify';
import { stringify } from 'yaml';
import { redactJson } from '../util/redact';
import { compileLazily } from '../validation/compile';

/** The scenario id a file name gives (`staging-2026-11.yaml` → `staging-2026-11`). */
export function recordedScenarioId(file: string): string {
  const id = basename(file, extname(file))
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '');
  return SCENARIO_ID_PATTERN.test(id) ? id : 'recorded';
}

export class Recorder {
  private readonly data = new Map<string, unknown>();
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;

  constructor(
    readonly file: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A success answer's data, already checked against the contract. */
  add(endpoint: AnyEndpoint, data: unknown): void {
    const redacted = redactJson(data);
    if (!compileLazily(endpoint.data).check(redacted).ok) {
      this.log.warn({ endpoint: endpoint.id }, 'record: redacted answer no longer fits its schema, left out');
      return;
    }
    this.data.set(endpoint.id, redacted);
    this.dirty = true;
    this.writing = this.writing.then(() => this.write());
  }

  scenario(): ScenarioFile {
    return {
      id: recordedScenarioId(this.file),
      title: `Recorded from the real services (${new Date().toISOString().slice(0, 10)})`,
      description: 'Written by mock-server --record: the latest success answer of each proxied endpoint.',
      overrides: [...this.data].map(([endpoint, data]) => ({ endpoint, data })),
    };
  }

  /** Waits for the pending write (tests, shutdown). */
  flush(): Promise<void> {
    return this.writing;
  }

  private async write(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    const scenario = this.scenario();
    const text = /\.ya?ml$/i.test(this.file)
      ? stringify(scenario, { lineWidth: 0 })
      : `${JSON.stringify(scenario, null, 2)}\n`;
    await mkdir(dirname(this.file), { recursive: true })
      .then(() => writeFile(this.file, text))
      .catch((error: Error) =>
        this.log.error({ err: error, file: this.file }, 'record: cannot write the scenario file'),
      );
  }
}
