/** The browser suite's data folder for the server on `port` (see e2e-data-dir.mjs). */
export declare const e2eDataDir: (port: string | number | undefined) => string;
