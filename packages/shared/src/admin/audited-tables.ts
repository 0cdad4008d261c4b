/**
 * The audited tables and what one of their rows is called in the log, in English: the server's
 * `kind` and the web app's English names (its other languages translate the same keys). Kept apart
 * from the audit schemas, so the texts can use it without loading Zod.
 */
export const AUDITED_TABLES = {
  tenants: 'Site',
  tenant_invitations: 'School invitation',
  tenant_modes: 'Site mode',
  modes: 'Mode',
  users: 'User',
  invitations: 'Invitation',
  classes: 'Class',
  class_students: 'Class membership',
  superpowers: 'Superpower',
  book_categories: 'Book category',
  books: 'Book',
  stories: 'Story',
  libraries: 'Library',
  charities: 'Charity',
  projects: 'Project',
  project_updates: 'Project update',
  courses: 'Course',
  chapters: 'Chapter',
  lessons: 'Lesson',
  lesson_resources: 'Lesson resource',
  lesson_quizzes: 'Lesson quiz',
  challenges: 'Challenge',
  live_sessions: 'Live session',
  impact_films: 'Impact film',
  products: 'Product',
  product_prices: 'Price',
  bulk_enrolments: 'Bulk enrolment',
  orders: 'Order',
  donations: 'Donation',
  refunds: 'Refund',
  enquiries: 'Enquiry',
} as const;
