export * from './identity.ts';
export * from './properties.ts';
export * from './users.ts';
export * from './photos.ts';
