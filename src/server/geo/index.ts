export * from './distance';
export * from './fold';
export * from './gazetteer';
export * from './polygon';
export * from './zones';
