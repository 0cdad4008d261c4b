import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ZUserRole, type TUserRole } from '@commonshelf/shared/users/users.schemas';

export const ISSUER = 'commonshelf';
export const AUDIENCE = 'commonshelf-api';
export const ACCESS_TTL_SECONDS = 15 * 60;

export type AccessClaims = { sub: string; sid: string; tid: string; role: TUserRole };
export type CommunityClaims = { tid: string; v: number };

/** The tenant claim of a site: its uuid, or `main` for the main platform site. */
export const siteClaim = (tenantId: string | null) => tenantId ?? 'main';

/** SHA-256 of an opaque token: what the database keeps instead of the token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new opaque token (256 bits), for refresh tokens and emailed links. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/**
 * Signs and verifies the JWTs. Each kind has its own key derived from the secret, and a `typ`
 * claim, so no kind of token is ever accepted as another; only HS256 is accepted (no `none`).
 */
/** The signing key of one kind of token, derived from the one secret. */
export const tokenKey = (secret: string, purpose: 'access' | 'community') =>
  new Uint8Array(createHmac('sha256', secret).update(`commonshelf:${purpose}`).digest());

export function createTokenSigner(secret: string) {
  const accessKey = tokenKey(secret, 'access');
  const communityKey = tokenKey(secret, 'community');

  async function verify(token: string, key: Uint8Array, typ: string) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      return payload.typ === typ ? payload : null;
    } catch {
      return null;
    }
  }

  return {
    signAccess(c: AccessClaims): Promise<string> {
      return new SignJWT({ sid: c.sid, tid: c.tid, role: c.role, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(c.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setNotBefore('0s')
        .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
        .setJti(randomUUID())
        .sign(accessKey);
    },
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const p = await verify(token, accessKey, 'access');
      const role = ZUserRole.safeParse(p?.role);
      if (!p || typeof p.sub !== 'string' || typeof p.sid !== 'string' || typeof p.tid !== 'string' || !role.success) return null;
      return { sub: p.sub, sid: p.sid, tid: p.tid, role: role.data };
    },
    signCommunity(c: CommunityClaims, ttlSeconds: number): Promise<string> {
      return new SignJWT({ tid: c.tid, v: c.v, typ: 'community' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(communityKey);
    },
    async verifyCommunity(token: string): Promise<CommunityClaims | null> {
      const p = await verify(token, communityKey, 'community');
      if (!p || typeof p.tid !== 'string' || typeof p.v !== 'number') return null;
      return { tid: p.tid, v: p.v };
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
