/** A throwaway Redis on loopback (scripts/cluster/redis.mjs). */
export interface TestRedis {
  url: string;
  port: number;
  /** Unreachable (the process is stopped, connections hang) until `resume()`. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}
export declare function startRedis(): Promise<TestRedis>;
