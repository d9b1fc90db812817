// Each domain's schemas live in their own file; add one export line per file.
export * from './common';
export * from './loadOnce';
export * from './remotes';
export type * from './server-render';
export * from './monitoring';
export * from './catalog';
export * from './users';
export * from './forum';
export * from './posts';
export * from './content';
export * from './search';
export * from './profile';
export * from './share';
export * from './admin';
export * from './moderation';
export * from './alerts';
