/**
 * The import graph of the repo (`pnpm run lint` runs it): packages meet only through their entries, and no
 * package has an import circle. dependency-cruiser parses TypeScript with its own TypeScript 5.9
 * (pnpm-workspace.yaml, packageExtensions): TypeScript 7's native tsc has no JS API.
 */
const PACKAGES = '(contracts/pact|scripts/chromium|contracts|fixtures|mock-server|web|stories|e2e|scripts)';
const NESTED = ['contracts/pact', 'scripts/chromium'];

module.exports = {
  forbidden: [
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
