/** A timestamp as the API sends it (ISO 8601, UTC), or null when there is none. */
export const isoOrNull = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
