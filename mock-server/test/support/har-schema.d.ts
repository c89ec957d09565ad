/** har-schema ships no types: one JSON Schema (draft-06) per HAR object, by name. */
declare module 'har-schema' {
  const schemas: Readonly<Record<string, object>>;
  export default schemas;
}
