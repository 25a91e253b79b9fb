// The bench's seeded accounts: shared by the seeding script and the load scenarios.
export const BENCH_PASSWORD = 'bench-load-password-7731';
export const benchEmail = (index) => `bench-user-${index}@bench.example`;
