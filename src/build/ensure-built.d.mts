/** Compiles the TypeScript when a source is newer than the last build; true when it compiled. */
export function ensureBuilt(): boolean;
