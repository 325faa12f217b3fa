/** The program version, replaced at build time by esbuild; read from package.json when running from source. */
declare const __APP_VERSION__: string | undefined;
export const VERSION: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "1.0.0-dev";
