export const reach = {};
