// Without Zod, so pages that only show them (the login page's note after an idle sign-out) need not
// load it; privacy.schemas re-exports them and validates with them.

/** After how many idle minutes a student's session ends on a shared computer. */
export const IDLE_MINUTES = { min: 5, max: 240, default: 20 } as const;
/** How long an archived student's account and work are kept before they are erased for good. */
export const RETENTION_DAYS = { min: 30, max: 3650, default: 365 } as const;
