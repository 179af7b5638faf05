export * from './codes';
export * from './password';
export * from './seed';
export * from './throttle';
export * from './tokens';
export * from './users';
export * from './guest';
