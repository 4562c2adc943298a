export * from './responses/subscriptions.js';
