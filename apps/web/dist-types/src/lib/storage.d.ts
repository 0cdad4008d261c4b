/** The part of the Web Storage API the app uses; tests pass a tiny in-memory object. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/**
 * Storage can be missing (Node tests) or throw on access (Safari private mode, blocked cookies),
 * so every caller goes through these and treats null as "nothing stored".
 */
export declare function getLocalStorage(): StorageLike | null;
export declare function getSessionStorage(): StorageLike | null;
/** Reads and parses a JSON value; anything unreadable counts as absent. */
export declare function readJson(storage: StorageLike | null, key: string): unknown;
export declare function isRecord(value: unknown): value is Record<string, unknown>;
