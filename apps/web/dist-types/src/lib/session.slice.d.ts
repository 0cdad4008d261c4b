import { type StorageLike } from './storage';
import { type TSessionUser } from './roles';
/** localStorage keys of the session (spec 4: local storage keeps the tokens and the user). */
export declare const SESSION_KEYS: {
    readonly access: "cs.access";
    readonly refresh: "cs.refresh";
    readonly user: "cs.user";
};
export type SessionState = {
    user: TSessionUser | null;
    access: string | null;
    refresh: string | null;
};
export declare const emptySession: SessionState;
export declare const sessionStarted: import("@reduxjs/toolkit").ActionCreatorWithPayload<{
    user: TSessionUser;
    access: string;
    refresh: string;
}, "session/sessionStarted">, tokensRefreshed: import("@reduxjs/toolkit").ActionCreatorWithPayload<{
    access: string;
    refresh?: string | null;
}, "session/tokensRefreshed">, userUpdated: import("@reduxjs/toolkit").ActionCreatorWithPayload<TSessionUser, "session/userUpdated">, loggedOut: import("@reduxjs/toolkit").ActionCreatorWithoutPayload<"session/loggedOut">, sessionExpired: import("@reduxjs/toolkit").ActionCreatorWithoutPayload<"session/sessionExpired">;
export declare const sessionReducer: import("redux").Reducer<SessionState>;
type WithSession = {
    session: SessionState;
};
export declare const selectSession: (state: WithSession) => SessionState;
export declare const selectUser: (state: WithSession) => TSessionUser | null;
export declare const selectIsLoggedIn: (state: WithSession) => boolean;
/** Loads the stored session; a damaged user entry means no session rather than a half one. */
export declare function readStoredSession(storage: StorageLike | null): SessionState;
export declare function writeStoredSession(storage: StorageLike | null, session: SessionState): void;
export declare function clearStoredSession(storage: StorageLike | null): void;
export {};
