/** The catalogue parts served by scripts/catalogue-sections-plugin.ts. */
declare module 'virtual:catalogue/*' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
