export const activities = {
} as const;
