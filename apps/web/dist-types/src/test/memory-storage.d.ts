/** An in-memory Storage for node tests; `failWrites` makes setItem throw like a full quota. */
export declare function memoryStorage(initial?: Record<string, string>): {
    failWrites: boolean;
    writes: number;
    getItem: (key: string) => string | null;
    setItem: (key: string, value: string) => void;
    removeItem: (key: string) => void;
    dump: () => {
        [k: string]: string;
    };
};
/** A JSON Response as the server sends it. */
export declare function jsonResponse(body: unknown, status?: number): Response;
