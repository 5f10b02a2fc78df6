// The path parameters the office's calls share: a row's id is a positive whole number of at most ten digits, so a
// malformed one is a 400 before any handler runs.

/** One id in the path, as text (`/:id`). */
export const ID = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;

/** The params schema of a path with one `:id`. */
export const idParams = { type: 'object', required: ['id'], properties: { id: ID } } as const;
