/** Types of printable-coverage.mjs, for the domain test that checks the generated ranges against the fonts. */
export declare const fontFiles: string[];
export declare function printableCodePoints(): number[];
export declare function ranges(codePoints: readonly number[]): number[];
export declare function packageVersion(): string;
export declare function moduleText(codePoints?: number[], version?: string): string;
