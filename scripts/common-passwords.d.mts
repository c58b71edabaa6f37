/** Types of common-passwords.mjs, for the domain test that checks the generated list against the package. */
export declare const listRules: { minLength: number; maxLength: number; size: number };
export declare function commonPasswords(source?: readonly string[]): string[];
export declare function packageVersion(): string;
export declare function moduleText(passwords?: string[], version?: string): string;
