/**
 * The app-wide text catalogue and its interpolation helper. A feature's own texts live in its folder
 * (features/<x>/texts.ts); the debug console's in platform/debug/texts.ts. A test fails when one string is
 * written twice across all of them.
 * `fmt(texts.shell.messagesUnread, { count: 5 })` is type-checked: a missing or misspelt placeholder is a
 * compile error.
 */
export { texts } from './app';
export { type RouteTitleKey, routeTitles } from './titles';

/** The `{name}` placeholders of a template string, as a union of names. */
export type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

export function fmt<S extends string>(template: S, values: Record<Placeholders<S>, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = (values as Record<string, string | number | undefined>)[key];
    return value === undefined ? whole : String(value);
  });
}
