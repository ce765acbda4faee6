/**
 * The bounds of a search request, one definition for every entrance that checks them: the
 * REST input schema (shared with MCP), the GraphQL `search` field and the search page.
 * The engine itself takes the checked values and does not check them again.
 */
export const QUERY_CHARS = { min: 2, max: 160 } as const;
export const SEARCH_LIMIT = { min: 1, max: 25, default: 10 } as const;
export const CURSOR_MAX_CHARS = 512;
/** Refused in queries and cursors, never silently stripped. */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
