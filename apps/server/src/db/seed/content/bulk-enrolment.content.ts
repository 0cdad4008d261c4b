import type { DemoStudent } from './content.types.js';

/**
 * Bulk enrolment demo at Greenwood: a second class with its own teacher, enrolled in a course by
 * the school admin as a class, and a CSV file its teacher applied. Plain data (see content.types.ts).
 */
export const DEMO_BULK_TEACHER = { first_name: 'Tom', last_name: 'Hughes', email: 'tom.hughes@greenwood.test' } as const;

export const DEMO_BULK_CLASS = { name: 'Year 3 Willow', code: 'GRN3W' } as const;

/** The pupils of Year 3 Willow (usernames: first name + last initial + 3 + a digit, unlike Year 4's). */
export const DEMO_BULK_STUDENTS: DemoStudent[] = [
  { first_name: 'Ella', last_name: 'Wright', username: 'ellaw31' },
  { first_name: 'Noah', last_name: 'Adeyemi', username: 'noaha32' },
  { first_name: 'Lucía', last_name: 'Romero', username: 'luciar33' },
  { first_name: 'Ibrahim', last_name: 'Saleh', username: 'ibrahims34' },
  { first_name: 'Grace', last_name: 'Kim', username: 'gracek35' },
  { first_name: 'Ravi', last_name: 'Iyer', username: 'ravii36' },
];

/** What was enrolled: the whole class by the school admin, then a file by the class teacher. */
export const DEMO_BULK_ENROLMENTS = {
  classCourse: '21-day-reading-challenge',
  csv: {
    course: 'climate-action-hub',
    file_name: 'willow-eco-team.csv',
    content: 'username,first_name,last_name\r\nellaw31,Ella,Wright\r\nluciar33,Lucia,Romero\r\ngracek35,Grace,Kim\r\nravii36,Ravi,Iyer\r\n',
  },
} as const;
