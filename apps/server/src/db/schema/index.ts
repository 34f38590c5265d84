export * from './calendar.ts';
export * from './identity.ts';
export * from './messaging.ts';
export * from './photos.ts';
export * from './properties.ts';
export * from './reservations.ts';
export * from './reviews.ts';
export * from './users.ts';
