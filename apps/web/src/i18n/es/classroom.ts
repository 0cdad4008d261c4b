export const classroom = {
} as const;
