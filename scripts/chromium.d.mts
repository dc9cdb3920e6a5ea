/** Types of chromium.mjs for the TypeScript tests. */
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
