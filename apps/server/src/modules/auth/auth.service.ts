import { randomUUID } from 'node:crypto';
import { MSG, type TLoginResponse } from '@commonshelf/shared/auth/auth.schemas';
import type { TLanguage } from '@commonshelf/shared/common/languages';
import { PRIVACY_MSG } from '@commonshelf/shared/privacy/privacy.schemas';
import type { Tx } from '../../db/client.js';
import { HttpError, unauthorized } from '../../lib/http-errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { presentUser } from '../users/users.presenter.js';
import type { UserRow } from '../users/users.table.js';
import {
  claimRefreshToken,
  findLiveSession,
  findRefreshToken,
  findUserByLogin,
  insertRefreshToken,
  insertSession,
  revokeSession,
  touchSession,
  updateUser,
} from './auth.repository.js';
import { ACCESS_TTL_SECONDS, hashToken, newOpaqueToken, siteClaim, type TokenSigner } from './auth.tokens.js';

/** Runs a unit of work in one transaction scoped to the request's site. */
export type Run = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

export const LOGIN_FAILED = MSG.invalidCredentials;
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const REFRESH_RACE = 'This session was just refreshed in another tab. Please try again.';

const DAY_MS = 86_400_000;
/** remember=false keeps a login for a day (shared classroom computers); remember=true for 30. */
export const refreshLifetimeMs = (remember: boolean) => (remember ? 30 : 1) * DAY_MS;
/** A rotated token seen again within this window is a race between tabs, not a theft. */
export const REUSE_GRACE_MS = 10_000;

// Verifying against this when no account matches keeps failures equally slow either way.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('commonshelf-timing-equaliser'));

export function createAuthService(signer: TokenSigner) {
  /** Opens a session for a verified user and issues its first token pair. */
  async function issue(tx: Tx, user: UserRow, opts: { remember: boolean; userAgent?: string | null; language?: TLanguage }) {
    // The session's id is made here, so its three writes need nothing back from one another: they
    // go to the database together, in this order, and cost one round trip instead of three.
    const sessionId = randomUUID();
    const refresh = newOpaqueToken();
    await Promise.all([
      insertSession(tx, {
        id: sessionId,
        tenantId: user.tenantId,
        userId: user.id,
        remember: opts.remember,
        userAgent: opts.userAgent?.slice(0, 300) ?? null,
      }),
      insertRefreshToken(tx, {
        tokenHash: hashToken(refresh),
        tenantId: user.tenantId,
        sessionId,
        expiresAt: new Date(Date.now() + refreshLifetimeMs(opts.remember)),
      }),
      // The language they log in in is the one their emails are written in from now on.
      updateUser(tx, user.id, { lastLoginAt: new Date(), ...(opts.language ? { language: opts.language } : {}) }),
    ]);
    const access = await signer.signAccess({ sub: user.id, sid: sessionId, tid: siteClaim(user.tenantId), role: user.role });
    return { access, refresh, sessionId };
  }

  return {
    issue,

    /** Checks a password login on this site; the same error whether or not the account exists. */
    async login(
      run: Run,
      input: { username: string; password: string; remember: boolean; userAgent?: string | null; language?: TLanguage },
    ): Promise<TLoginResponse & { userRow: UserRow }> {
      const user = await run((tx) => findUserByLogin(tx, input.username));
      const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
      if (!user || !ok || !user.isActive || !user.passwordHash) throw new HttpError(401, LOGIN_FAILED);
      const tokens = await run((tx) => issue(tx, user, input));
      return { access: tokens.access, refresh: tokens.refresh, user: presentUser(user), userRow: user };
    },

    /**
     * Rotates a refresh token. A token already rotated away, presented again after the grace
     * window, means it was copied: the whole login (token family) is revoked. A student's login
     * left unused longer than the site's idle limit (plus an access token's life, since only
     * refreshes mark use) ends too: the browser's own idle sign-out may not have run.
     */
    async refresh(run: Run, token: string, site?: { studentIdleMinutes: number } | null): Promise<{ access: string; refresh: string }> {
      const tokenHash = hashToken(token);
      const outcome = await run(async (tx) => {
        const claimed = await claimRefreshToken(tx, tokenHash);
        if (!claimed) {
          const known = await findRefreshToken(tx, tokenHash);
          if (known?.usedAt) {
            if (Date.now() - known.usedAt.getTime() < REUSE_GRACE_MS) return { error: REFRESH_RACE } as const;
            await revokeSession(tx, known.sessionId, 'refresh token reuse');
          }
          return { error: SESSION_EXPIRED } as const;
        }
        const live = await findLiveSession(tx, claimed.sessionId);
        if (!live || !live.user.isActive) return { error: SESSION_EXPIRED } as const;
        if (live.user.role === 'student' && site) {
          const idleMs = (site.studentIdleMinutes * 60 + ACCESS_TTL_SECONDS) * 1000;
          if (Date.now() - live.session.lastUsedAt.getTime() > idleMs) {
            await revokeSession(tx, live.session.id, 'inactivity');
            return { error: PRIVACY_MSG.signedOutIdle(site.studentIdleMinutes) } as const;
          }
        }
        const refresh = newOpaqueToken();
        await insertRefreshToken(tx, {
          tokenHash: hashToken(refresh),
          tenantId: live.session.tenantId,
          sessionId: live.session.id,
          expiresAt: new Date(Date.now() + refreshLifetimeMs(live.session.remember)),
        });
        await touchSession(tx, live.session.id);
        const access = await signer.signAccess({
          sub: live.user.id,
          sid: live.session.id,
          tid: siteClaim(live.user.tenantId),
          role: live.user.role,
        });
        return { access, refresh };
      });
      // Thrown outside the transaction, so a family revocation commits.
      if ('error' in outcome) throw unauthorized(outcome.error);
      return outcome;
    },

    /** The user behind an access token, if the token is valid for this site and its login is live. */
    async authenticate(run: Run, token: string, tenantId: string | null) {
      const claims = await signer.verifyAccess(token);
      if (!claims || claims.tid !== siteClaim(tenantId)) return null;
      const live = await run((tx) => findLiveSession(tx, claims.sid));
      if (!live || live.user.id !== claims.sub || !live.user.isActive || live.user.tenantId !== tenantId) return null;
      return { user: live.user, sessionId: live.session.id };
    },

    async logout(run: Run, sessionId: string) {
      await run((tx) => revokeSession(tx, sessionId, 'logout'));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
