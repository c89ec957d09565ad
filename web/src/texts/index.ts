/**
 * The one text catalogue and its interpolation helper. `fmt(texts.login.countdown, { seconds: 59 })`
 * is type-checked: a missing or misspelt placeholder is a compile error.
 */
import { zh } from './zh';

export const texts = zh;
export type { Texts, TitlePath } from './zh';

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
