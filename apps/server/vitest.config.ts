import { defineProject } from 'vitest/config';

const postgres = process.env.TEST_DB === 'postgres';
// The PostgreSQL pass repeats what touches the database; pure logic and the embedded-database
// process tests run once, in the PGlite pass.
const dbIndependent = ['src/config.test.ts', 'src/server.test.ts', 'src/db/client.test.ts', 'src/**/site-host.test.ts', 'src/**/password-validators.test.ts', 'src/plugins/errors.test.ts', 'src/lib/**', 'src/modules/courses/rich-text.test.ts', 'src/modules/courses/quiz.test.ts'];

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: postgres ? 'server (postgres)' : 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: postgres ? dbIndependent : [],
    globalSetup: ['src/test/global-setup.ts'],
    // Files share a worker's module cache: each file importing the whole application afresh cost
    // more than the tests themselves (about 400 s of imports per pass on two cores). Every file
    // builds its own app and database (test/test-app.ts) and no test mocks a module or changes the
    // environment, so nothing a file does is seen by the next.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
