import { slugify } from '@commonshelf/shared/courses/authoring.schemas';
import {
  MODE_LIMITS,
  MODES_ADMIN_MSG as MSG,
  type TAdminMode,
  type TModeFields,
  type TModeSiteChoice,
  type TModeSites,
  type TSchoolModes,
  type ZModeFields,
} from '@commonshelf/shared/modes/modes-admin.schemas';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import type { UploadedFile } from '../../lib/multipart-form.js';
import { newStorageKey, type Storage } from '../../lib/storage.js';
import { inspectImage } from '../../lib/uploads.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { Run } from '../auth/auth.service.js';
import { uniqueSlug } from '../courses/authoring.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import * as repo from './modes.repository.js';

/**
 * The Switchboard's modes for their admins. The platform admin keeps the catalogue (a new mode is
 * offered by no site until a site turns it on) and may turn a mode on or off, or lock it, for any
 * site; a school's admins do the same for their own site. A mode locked by the platform stays
 * locked whatever a site chooses.
 */

type ModeRow = NonNullable<Awaited<ReturnType<typeof repo.findModeForAdmin>>>;

const present = ({ mode: m, sitesEnabled }: ModeRow): TAdminMode => ({
  id: m.id,
  slug: m.slug,
  name: m.name,
  description: m.description,
  image: mediaUrl(m.image),
  locked: m.locked,
  active: m.isActive,
  sites_enabled: Number(sitesEnabled),
  created_at: m.createdAt.toISOString(),
});

const nameTaken = () => badRequest(VALIDATION_MESSAGE, { name: [MSG.nameTaken] });

export async function listModes(platform: Run) {
  const rows = await platform(repo.listAllModes);
  return { count: rows.length, results: rows.map(present) };
}

async function modeOrNotFound(platform: Run, id: number) {
  const row = await platform((tx) => repo.findModeForAdmin(tx, id));
  if (!row) throw notFound(MSG.notFound);
  return present(row);
}

export async function addMode(platform: Run, fields: z.output<typeof ZModeFields>): Promise<TAdminMode> {
  const id = await platform(async (tx) => {
    if (await repo.modeNameTaken(tx, fields.name)) throw nameTaken();
    const slug = uniqueSlug(slugify(fields.name) || 'mode', await repo.modeSlugs(tx));
    const row = await repo.insertMode(tx, {
      slug,
      name: fields.name,
      description: fields.description,
      locked: fields.locked,
      isActive: fields.active,
      position: await repo.nextModePosition(tx),
    });
    return row.id;
  });
  return modeOrNotFound(platform, id);
}

export async function editMode(platform: Run, id: number, fields: Partial<TModeFields>): Promise<TAdminMode> {
  await platform(async (tx) => {
    const found = await repo.findModeForAdmin(tx, id, true);
    if (!found) throw notFound(MSG.notFound);
    if (fields.name !== undefined && (await repo.modeNameTaken(tx, fields.name, id))) throw nameTaken();
    await repo.updateMode(tx, id, {
      ...(fields.name !== undefined ? { name: fields.name } : {}),
      ...(fields.description !== undefined ? { description: fields.description } : {}),
      ...(fields.locked !== undefined ? { locked: fields.locked } : {}),
      ...(fields.active !== undefined ? { isActive: fields.active } : {}),
    });
  });
  return modeOrNotFound(platform, id);
}

/** The mode's picture: PNG, JPEG or a clean SVG, judged by its bytes; the old file goes once the new one is in. */
export async function setModeImage(platform: Run, storage: Storage, id: number, file: UploadedFile | null): Promise<TAdminMode> {
  if (!file) throw badRequest(VALIDATION_MESSAGE, { image: [MSG.imageMissing] });
  const image = file.truncated
    ? ({ ok: false, message: MSG.imageTooLarge } as const)
    : await inspectImage(file.buffer, {
        maxBytes: MODE_LIMITS.imageBytes,
        allowed: ['png', 'jpeg', 'svg'],
        messages: { type: MSG.imageType, tooLarge: MSG.imageTooLarge, empty: MSG.imageEmpty, svg: MSG.imageSvg },
      });
  if (!image.ok) throw badRequest(VALIDATION_MESSAGE, { image: [image.message] });
  const key = newStorageKey('modes', image.ext);
  await storage.put(key, image.buffer, image.mime);
  let replaced: string | null;
  try {
    replaced = await platform(async (tx) => {
      const found = await repo.findModeForAdmin(tx, id, true);
      if (!found) throw notFound(MSG.notFound);
      await repo.updateMode(tx, id, { image: key });
      return found.mode.image;
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  // Seeded art ships with the code and is not in the store.
  if (replaced && !replaced.startsWith('seed/')) await storage.delete(replaced).catch(() => undefined);
  return modeOrNotFound(platform, id);
}

export async function listModeSites(platform: Run, id: number): Promise<TModeSites> {
  return platform(async (tx) => {
    if (!(await repo.findModeForAdmin(tx, id))) throw notFound(MSG.notFound);
    const rows = await repo.modeSites(tx, id);
    return { results: rows.map((r) => ({ site: { id: r.id, name: r.name, subdomain: r.subdomain }, enabled: r.enabled ?? false, locked: r.locked ?? false })) };
  });
}

/** Turns a mode on or off, or locks it, for one site (the platform admin's or the site's own choice). */
export async function chooseForSite(run: Run, tenantId: string, modeId: number, choice: TModeSiteChoice, activeOnly: boolean) {
  await run(async (tx) => {
    const found = await repo.findModeForAdmin(tx, modeId, true);
    if (!found || (activeOnly && !found.mode.isActive)) throw notFound(MSG.notFound);
    await repo.setTenantMode(tx, { tenantId, modeId, enabled: choice.enabled, locked: choice.locked });
  });
}

export async function siteExists(platform: Run, tenantId: string) {
  if (!(await platform((tx) => repo.findSite(tx, tenantId)))) throw notFound(MSG.siteNotFound);
}

export async function listSchoolModes(run: Run, site: TenantRow): Promise<TSchoolModes> {
  const rows = await run((tx) => repo.schoolModes(tx, site.id));
  return {
    switchboard: site.switchboard,
    results: rows.map((r) => ({
      mode: { id: r.mode.id, name: r.mode.name, description: r.mode.description, image: mediaUrl(r.mode.image) },
      enabled: r.enabled ?? false,
      locked: r.locked ?? false,
      locked_by_platform: r.mode.locked,
    })),
  };
}
