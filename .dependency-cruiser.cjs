/**
 * The import graph of the repo (`pnpm run lint` runs it): packages meet only through their entries, and no
 * package has an import circle. dependency-cruiser parses TypeScript with its own TypeScript 5.9
 * (pnpm-workspace.yaml, packageExtensions): TypeScript 7's native tsc has no JS API.
 */
const PACKAGES = '(contracts/pact|scripts/chromium|contracts|fixtures|mock-server|web|stories|e2e|scripts)';
const NESTED = ['contracts/pact', 'scripts/chromium'];

/**
 * The simulator's floors, bottom first: a module imports from its own floor or the floors below, never from
 * above. From the ground: helpers with no simulator state; the override model (what a scenario says); a
 * session's world; the wire (envelopes, host prefixes, tokens, error texts); faults; handlers; scenario files
 * and the catalogue; the store; the proxy; the request pipeline; the OpenAPI document; the admin API with the
 * recording of a session (its journeys, scenarios and near misses, which the admin routes serve); the named
 * Fastify plugins buildApp registers; and the entries that assemble the app.
 */
const SIM = 'mock-server/src';
const SIM_FLOORS = [
  ['util', 'crypto', 'validation', 'http', 'captcha', 'web', 'caps.ts'],
  ['overrides'],
  ['world'],
  ['wire'],
  ['faults'],
  ['handlers'],
  ['scenarios'],
  ['store'],
  ['proxy'],
  ['routes'],
  ['openapi'],
  ['admin', 'recording'],
  ['plugins'],
  ['app.ts', 'main.ts', 'index.ts', 'login-help.ts'],
];
const simFloor = (names) => `^${SIM}/(${names.map((n) => n.replace('.', '\\.')).join('|')})($|/)`;
const simFloorRules = SIM_FLOORS.slice(0, -1).map((names, i) => ({
  name: `mock-server-floor-${names[0]}`,
  severity: 'error',
  comment: `mock-server/src runs on floors (SIM_FLOORS): ${names.join(', ')} must not import from a floor above it.`,
  from: { path: simFloor(names) },
  to: { path: simFloor(SIM_FLOORS.slice(i + 1).flat()) },
}));

module.exports = {
  forbidden: [
    ...simFloorRules,
    {
      name: 'mock-server-on-a-floor',
      severity: 'error',
      comment: 'Every folder and root file of mock-server/src is on one of SIM_FLOORS: add a new one there.',
      from: { path: `^${SIM}/`, pathNot: simFloor(SIM_FLOORS.flat()) },
      to: {},
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle inside a package: modules that cannot be understood (or loaded) one after the other.',
      from: {},
      to: {
        circular: true,
      },
    },
    {
      name: 'no-relative-import-across-packages',
      severity: 'error',
      comment:
        'A relative import that leaves its package: import the other package by name, through its entry.',
      from: { path: `^${PACKAGES}/` },
      to: { dependencyTypes: ['local'], pathNot: '^$1/' },
    },
    ...NESTED.map((nested) => ({
      name: 'no-relative-import-into-a-nested-package',
      severity: 'error',
      comment: `${nested} is a package of its own: import it by name.`,
      from: { pathNot: `^${nested}/` },
      to: { dependencyTypes: ['local'], path: `^${nested}/` },
    })),
    {
      name: 'no-undeclared-package',
      severity: 'error',
      comment: "An imported package that the importing package's package.json does not declare.",
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment:
        "An import that does not resolve, such as another package's `src/…` by path: packages export their entries only.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|dist-pre|storybook-static|coverage|playwright-report|test-results|storybook-review)/',
    },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
