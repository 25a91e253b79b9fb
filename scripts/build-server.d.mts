/** Where the compiled server and operator's tool go (scripts/build-server.mjs). */
export declare const SERVER_BUILD: string;
export declare const SERVER_SOURCES: string[];
/** Compiles the server and the operator's tool into `outdir` (SERVER_BUILD unless told). */
export declare function buildServer(outdir?: string): Promise<void>;
/** Builds the server when build/server/ is missing or older than its sources. */
export declare function ensureServerBuild(): Promise<void>;
