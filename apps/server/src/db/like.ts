/** Escapes LIKE's wildcards (and its escape character) in user text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE/LIKE pattern matching values that contain `text` as typed, wildcards included. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
