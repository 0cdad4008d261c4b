/** The Redis the tests use (the machine's own); each test keeps its keys under a prefix of its own. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
