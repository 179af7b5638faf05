export * from './image';
export * from './phone';
export * from './schemas';
