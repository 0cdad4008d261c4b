import type { DemoStudent } from './content.types.js';

/** Class the demo students belong to. */
export const DEMO_CLASS_NAME = 'Year 4 Oak';

/** School the demo class belongs to (the greenwood tenant). */
export const DEMO_SCHOOL_NAME = 'Greenwood Primary School';

/**
 * The 25 pupils of Year 4 Oak at Greenwood Primary School.
 * Usernames: lowercase ASCII first name + last-name initial + two digits.
 */
export const DEMO_STUDENTS: DemoStudent[] = [
  { first_name: 'Aarav', last_name: 'Sharma', username: 'aaravs12' },
  { first_name: 'Amara', last_name: 'Okafor', username: 'amarao07' },
  { first_name: 'Mateo', last_name: 'García', username: 'mateog23' },
  { first_name: 'Priya', last_name: 'Nair', username: 'priyan05' },
  { first_name: 'Kofi', last_name: 'Asante', username: 'kofia01' },
  { first_name: 'Sofia', last_name: 'Rossi', username: 'sofiar14' },
  { first_name: 'Yusuf', last_name: 'Haddad', username: 'yusufh09' },
  { first_name: 'Mei', last_name: 'Chen', username: 'meic21' },
  { first_name: 'Zanele', last_name: 'Dlamini', username: 'zaneled11' },
  { first_name: 'Oliver', last_name: 'Bennett', username: 'oliverb03' },
  { first_name: 'Ananya', last_name: 'Reddy', username: 'ananyar16' },
  { first_name: 'Diego', last_name: 'Fernández', username: 'diegof08' },
  { first_name: 'Fatima', last_name: 'Bello', username: 'fatimab19' },
  { first_name: 'Lukas', last_name: 'Novák', username: 'lukasn27' },
  { first_name: 'Aisha', last_name: 'Khan', username: 'aishak04' },
  { first_name: 'Tomás', last_name: 'Quispe', username: 'tomasq13' },
  { first_name: 'Nia', last_name: 'Mwangi', username: 'niam22' },
  { first_name: 'Rohan', last_name: 'Patel', username: 'rohanp06' },
  { first_name: 'Isabella', last_name: 'Santos', username: 'isabellas15' },
  { first_name: 'Hana', last_name: 'Tanaka', username: 'hanat10' },
  { first_name: 'Emeka', last_name: 'Eze', username: 'emekae24' },
  { first_name: 'Chloé', last_name: 'Dubois', username: 'chloed17' },
  { first_name: 'Arjun', last_name: 'Menon', username: 'arjunm02' },
  { first_name: 'Leila', last_name: 'Ahmadi', username: 'leilaa20' },
  { first_name: 'Samuel', last_name: 'Owusu', username: 'samuelo25' },
];
