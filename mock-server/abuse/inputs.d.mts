/** Types of abuse/inputs.mjs for the tests that share its builders. */
export function megabyteErrorReport(i: number): string;
export function onceOverridesFile(id: string, parent: string | null, n: number, code?: string): string;
