// The schema drizzle-kit reads, and the typed handle the repositories use.
export * from '../modules/tenants/tenants.table.js';
export * from '../modules/modes/modes.table.js';
export * from '../modules/users/users.table.js';
export * from '../modules/classes/classes.table.js';
export * from '../modules/library/library.table.js';
export * from '../modules/courses/courses.table.js';
export * from '../modules/courses/enrollments.table.js';
export * from '../modules/certificates/certificates.table.js';
export * from '../modules/charities/charities.table.js';
export * from '../modules/auth/auth.table.js';
export * from '../modules/mail/mail.table.js';
export * from '../modules/courses/bulk-enrolments.table.js';
export * from '../modules/challenges/challenges.table.js';
export * from '../modules/live/live.table.js';
export * from '../modules/films/films.table.js';
