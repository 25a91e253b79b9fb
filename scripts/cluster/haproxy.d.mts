/** HAProxy's configuration for the cluster (scripts/cluster/haproxy.mjs). */
export declare const PER_ADDRESS_REQUESTS_PER_10S: number;
export declare function haproxyConfig(options: { port: number; servers: { name: string; port: number }[]; perAddressRequestsPer10s?: number }): string;
