export const policies = {};
