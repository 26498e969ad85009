// Import from subpaths (for example '@cp/schemas/messages/general'); this barrel stays small on purpose.
export * from './messages/general';
