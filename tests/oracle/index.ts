// The specification's facts, written once on the test side (tests/oracle/README.md).
export * from './timers';
export * from './delays';
export * from './auth';
export * from './session';
export * from './checkout';
export * from './dashboard';
export * from './account';
export * from './marketing';
export * from './investorRules';
