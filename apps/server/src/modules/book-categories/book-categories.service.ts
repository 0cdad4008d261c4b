import {
  CATEGORY_MSG as MSG,
  categorySlug,
  type TAdminCategory,
  type TCategoryDeleted,
} from '@commonshelf/shared/library/categories.schemas';
import type { Tx } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/http-errors.js';
import type { Run } from '../auth/auth.service.js';
import { uniqueSlug } from '../courses/authoring.service.js';
import { SITE_ADMIN_ROLES } from '../publishing/publishing.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './book-categories.repository.js';

/**
 * Whose categories an admin manages: the platform admin on the main site the platform-wide ones
 * (`tenantId` null), a school's admins on their own site that school's. Anyone else: none.
 */
export type CategoryManager = { tenantId: repo.CategoryOwnerId; name: string };

export function categoryManager(user: UserRow | null, site: TenantRow | null): CategoryManager | null {
  if (!user) return null;
  if (user.role === 'upschool_admin' && user.tenantId === null && site === null) return { tenantId: null, name: 'Platform' };
  if ((SITE_ADMIN_ROLES as readonly string[]).includes(user.role) && site && user.tenantId === site.id) return { tenantId: site.id, name: site.schoolName };
  return null;
}

export function requireCategoryManager(user: UserRow | null, site: TenantRow | null): CategoryManager {
  const manager = categoryManager(user, site);
  if (!manager) throw forbidden(MSG.notManager);
  return manager;
}

export type CategoriesCtx = {
  /**
   * The manager's scope: the platform scope for the platform admin (the only one that may write
   * rows with `tenant_id` null, and whose counts span every site), the school's own otherwise.
   */
  run: Run;
  manager: CategoryManager;
};

type UsageRow = { category: repo.CategoryRow; books: number; publishedBooks: number; stories: number };

function present(row: UsageRow, manager: CategoryManager): TAdminCategory {
  const { category } = row;
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    owner: category.tenantId === null ? 'platform' : 'school',
    editable: category.tenantId === manager.tenantId,
    books_count: row.books,
    published_books_count: row.publishedBooks,
    stories_count: row.stories,
    created_at: category.createdAt.toISOString(),
  };
}

/** The Postgres constraint a unique violation broke ('' when it does not say), or null for other errors. */
function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}

/** A name or slug taken by a concurrent request between our check and our write: the same 409 the check gives. */
async function uniqueSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === null) throw err;
    if (constraint.includes('slug')) throw conflict(MSG.slugTaken, { slug: [MSG.slugTaken] });
    throw conflict(MSG.nameTaken, { name: [MSG.nameTaken] });
  }
}

async function checkName(tx: Tx, owner: repo.CategoryOwnerId, name: string, exceptId?: number) {
  const usedBy = await repo.nameUsedBy(tx, owner, name, exceptId);
  if (usedBy === 'own') throw conflict(MSG.nameTaken, { name: [MSG.nameTaken] });
  if (usedBy === 'platform') throw conflict(MSG.namePlatformTaken, { name: [MSG.namePlatformTaken] });
}

async function checkSlug(tx: Tx, owner: repo.CategoryOwnerId, slug: string, exceptId?: number) {
  if ((await repo.takenSlugs(tx, owner, slug, exceptId)).has(slug)) throw conflict(MSG.slugTaken, { slug: [MSG.slugTaken] });
}

export async function listCategories(
  ctx: CategoriesCtx,
  q: { search?: string | undefined; scope: 'own' | 'platform' | 'all'; limit: number; offset: number },
) {
  const school = ctx.manager.tenantId !== null;
  return ctx.run(async (tx) => {
    const { rows, count } = await repo.listCategories(tx, {
      owner: ctx.manager.tenantId,
      // The platform admin's own are the platform-wide ones; a school's list can add them, read only.
      withOwn: !school || q.scope !== 'platform',
      withPlatform: school && q.scope !== 'own',
      search: q.search,
      limit: q.limit,
      offset: q.offset,
    });
    return { count, results: rows.map((r) => present(r, ctx.manager)) };
  });
}

export async function getCategory(ctx: CategoriesCtx, id: number): Promise<TAdminCategory> {
  return ctx.run(async (tx) => {
    const row = await repo.findVisibleCategory(tx, ctx.manager.tenantId, id);
    if (!row) throw notFound(MSG.notFound);
    return present(row, ctx.manager);
  });
}

/** A school's admin may see the platform's categories but not change them: 403 for those, 404 for anyone else's. */
async function ownCategory(tx: Tx, ctx: CategoriesCtx, id: number) {
  const row = await repo.lockOwnCategory(tx, ctx.manager.tenantId, id);
  if (row) return row;
  if (ctx.manager.tenantId !== null && (await repo.findVisibleCategory(tx, ctx.manager.tenantId, id))) throw forbidden(MSG.readOnly);
  throw notFound(MSG.notFound);
}

export async function createCategory(ctx: CategoriesCtx, input: { name: string; slug: string; description: string }): Promise<TAdminCategory> {
  const owner = ctx.manager.tenantId;
  return uniqueSafe(() =>
    ctx.run(async (tx) => {
      await checkName(tx, owner, input.name);
      let slug = input.slug;
      if (slug) await checkSlug(tx, owner, slug);
      else {
        const base = categorySlug(input.name) || 'category';
        slug = uniqueSlug(base, await repo.takenSlugs(tx, owner, base));
      }
      const row = await repo.insertCategory(tx, { tenantId: owner, name: input.name, slug, description: input.description });
      const created = await repo.findVisibleCategory(tx, owner, row.id);
      return present(created!, ctx.manager);
    }),
  );
}

export async function updateCategory(
  ctx: CategoriesCtx,
  id: number,
  input: { name?: string | undefined; slug?: string | undefined; description?: string | undefined },
): Promise<TAdminCategory> {
  const owner = ctx.manager.tenantId;
  return uniqueSafe(() =>
    ctx.run(async (tx) => {
      const current = await ownCategory(tx, ctx, id);
      const values: Parameters<typeof repo.updateCategory>[2] = {};
      if (input.name !== undefined && input.name !== current.name) {
        await checkName(tx, owner, input.name, id);
        values.name = input.name;
      }
      if (input.slug && input.slug !== current.slug) {
        await checkSlug(tx, owner, input.slug, id);
        values.slug = input.slug;
      }
      if (input.description !== undefined) values.description = input.description;
      if (Object.keys(values).length) await repo.updateCategory(tx, id, values);
      const updated = await repo.findVisibleCategory(tx, owner, id);
      return present(updated!, ctx.manager);
    }),
  );
}

/** Deletes one of the manager's categories; its books and stories stay, without a category. */
export async function deleteCategory(ctx: CategoriesCtx, id: number): Promise<TCategoryDeleted> {
  return ctx.run(async (tx) => {
    await ownCategory(tx, ctx, id);
    const done = await repo.deleteCategory(tx, id);
    return { id, books_uncategorised: done.books, stories_uncategorised: done.stories };
  });
}
