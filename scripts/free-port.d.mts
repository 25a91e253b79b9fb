/** A TCP port on loopback that nothing listens on right now (scripts/free-port.mjs). */
export declare function freePort(): Promise<number>;
