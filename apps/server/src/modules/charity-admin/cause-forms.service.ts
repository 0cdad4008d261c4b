import {
  CAUSE_FORM_MSG as M,
  CAUSE_LIMITS,
  ZCharityForm,
  ZProjectForm,
  type TAdminCharitySaved,
  type TAdminProjectSaved,
} from '@commonshelf/shared/charities/charity-admin.schemas';
import { minorToMajorText } from '@commonshelf/shared/commerce/money';
import { slugify } from '@commonshelf/shared/courses/authoring.schemas';
import type { Tx } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import type { SmallFilesForm, UploadedFile } from '../../lib/multipart-form.js';
import { newStorageKey } from '../../lib/storage.js';
import { inspectImage } from '../../lib/uploads.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { uniqueSlug } from '../courses/authoring.service.js';
import { charityDetail, projectDetail } from './cause-details.service.js';
import * as repo from './charity-admin.repository.js';
import { ownCharity, ownProject, removeFiles, type CharityAdminCtx } from './charity-admin.service.js';
import { isUniqueViolation } from '../../db/errors.js';

/**
 * The charity and project forms (multipart): text fields checked with the shared schemas, a cover
 * `image` and up to eight `photos`, judged by their bytes. A new cause gets a slug made from its
 * name when none is given, unique in its scope; an edit keeps any field it leaves out. Nothing is
 * written when the form is refused: the fields and pictures are checked first, new pictures are
 * stored, then one transaction writes the row; if it fails, the new files are removed. Replaced
 * or removed pictures go only after the change has committed.
 */

export type CauseFormFiles = SmallFilesForm<'image' | 'photos'>;
/** The file fields and how many of each the reader keeps (one photo past the limit, to refuse it). */
export const CAUSE_FILE_FIELDS = { image: 1, photos: CAUSE_LIMITS.photos + 1 } as const;

type Problems = Record<string, string[]>;
const add = (p: Problems, field: string, message: string) => (p[field] ??= []).push(message);
const refuse = (problems: Problems) => badRequest(VALIDATION_MESSAGE, problems);


type CheckedImage = { ext: string; buffer: Buffer; mime: string };

async function checkImage(file: UploadedFile): Promise<CheckedImage | { message: string }> {
  if (file.truncated) return { message: M.imageTooLarge };
  const image = await inspectImage(file.buffer, {
    maxBytes: CAUSE_LIMITS.imageBytes,
    allowed: ['png', 'jpeg'],
    messages: { type: M.imageType, tooLarge: M.imageTooLarge, empty: M.imageEmpty },
  });
  return image.ok ? { ext: image.ext, buffer: image.buffer, mime: image.mime } : { message: image.message };
}

/**
 * The pictures of a form: the new cover, the new photos, and which stored photos to remove
 * (`remove_photos`: a JSON list of their addresses, `remove_image`: `true`). Problems are added
 * under `image` and `photos`.
 */
async function checkPictures(form: CauseFormFiles, folder: 'charities' | 'projects', problems: Problems) {
  const cover = form.files.image[0] ? await checkImage(form.files.image[0]) : null;
  if (cover && 'message' in cover) add(problems, 'image', cover.message);
  const photos: CheckedImage[] = [];
  if (form.files.photos.length > CAUSE_LIMITS.photos) add(problems, 'photos', M.tooManyPhotos);
  else
    for (const [i, file] of form.files.photos.entries()) {
      const checked = await checkImage(file);
      if ('message' in checked) add(problems, 'photos', `${file.filename ? `“${file.filename}”` : `Photo ${i + 1}`}: ${checked.message}`);
      else photos.push(checked);
    }
  let removePhotos: string[] = [];
  const raw = form.fields.remove_photos?.trim();
  if (raw) {
    let list: unknown;
    try {
      list = JSON.parse(raw);
    } catch {
      list = null;
    }
    if (Array.isArray(list) && list.every((u) => typeof u === 'string')) removePhotos = list as string[];
    else add(problems, 'photos', M.photoUnknown);
  }
  const withKey = (img: CheckedImage) => ({ ...img, key: newStorageKey(folder, img.ext) });
  return {
    cover: cover && !('message' in cover) ? withKey(cover) : null,
    photos: photos.map(withKey),
    removeImage: form.fields.remove_image === 'true',
    removePhotos,
  };
}
type Pictures = Awaited<ReturnType<typeof checkPictures>>;

/** The stored photos once the form's removals and additions apply; a removal naming no photo of the cause is refused. */
function nextPhotos(current: readonly string[], pictures: Pictures): string[] {
  const removing = new Set<string>();
  for (const url of pictures.removePhotos) {
    const key = current.find((k) => mediaUrl(k) === url);
    if (!key) throw refuse({ photos: [M.photoUnknown] });
    removing.add(key);
  }
  const photos = [...current.filter((k) => !removing.has(k)), ...pictures.photos.map((p) => p.key)];
  if (photos.length > CAUSE_LIMITS.photos) throw refuse({ photos: [M.tooManyPhotos] });
  return photos;
}

/** The cover and photos a save leaves, and the stored files it stops naming (removed after the commit). */
function pictureColumns(row: { image: string | null; photos: string[] } | null, pictures: Pictures) {
  const photos = nextPhotos(row?.photos ?? [], pictures);
  const image = pictures.cover ? pictures.cover.key : pictures.removeImage ? null : (row?.image ?? null);
  const dropped = row ? [image === row.image ? null : row.image, ...row.photos.filter((k) => !photos.includes(k))] : [];
  return { image, photos, dropped };
}

/** Stores the new pictures, runs the write, and removes them again when it fails. */
async function withNewPictures<T>(ctx: CharityAdminCtx, pictures: Pictures, slugTaken: string, write: () => Promise<T>): Promise<T> {
  const stored = [...(pictures.cover ? [pictures.cover] : []), ...pictures.photos];
  try {
    for (const img of stored) await ctx.storage.put(img.key, img.buffer, img.mime);
    return await write();
  } catch (err) {
    await removeFiles(
      ctx,
      stored.map((img) => img.key),
    );
    if (isUniqueViolation(err)) throw refuse({ slug: [slugTaken] });
    throw err;
  }
}

/** The slug a cause gets: the one asked for (a field error when this scope has it), one made from its name for a new cause, else its own. */
async function slugFor(tx: Tx, ctx: CharityAdminCtx, kind: 'charity' | 'project', asked: string, name: string, current: { id: number; slug: string } | null) {
  const taken = kind === 'charity' ? M.charitySlugTaken : M.projectSlugTaken;
  if (asked) {
    if (asked === current?.slug) return asked;
    if ((await repo.takenSlugs(tx, kind, ctx.owner, asked, current?.id)).has(asked)) throw refuse({ slug: [taken] });
    return asked;
  }
  if (current) return current.slug;
  const made = slugify(name);
  // An address of digits alone would be read as an id.
  const base = !made ? kind : /[a-z]/.test(made) ? made : `${kind}-${made}`;
  return uniqueSlug(base, await repo.takenSlugs(tx, kind, ctx.owner, base));
}

const fieldProblems = (issues: readonly { path: readonly PropertyKey[]; message: string }[], problems: Problems) => {
  for (const issue of issues) add(problems, String(issue.path[0] ?? 'non_field_errors'), issue.message);
};

// ---------------------------------------------------------------------------------------------
// Charities

/** `POST /api/admin/charities/` (id null) and `PATCH /api/admin/charities/:id/`. */
export async function saveCharity(ctx: CharityAdminCtx, id: number | null, form: CauseFormFiles): Promise<TAdminCharitySaved> {
  const current = id === null ? null : await ctx.run((tx) => ownCharity(tx, ctx.owner, id));
  // An edit that leaves a field out keeps it.
  const values: Record<string, string> = current
    ? { name: current.name, slug: '', summary: current.summary, story: current.story, website: current.website ?? '', currency: current.currency, status: current.status, ...form.fields }
    : form.fields;
  const problems: Problems = {};
  const parsed = ZCharityForm.safeParse(values);
  if (!parsed.success) fieldProblems(parsed.error.issues, problems);
  const pictures = await checkPictures(form, 'charities', problems);
  if (!parsed.success || Object.keys(problems).length) throw refuse(problems);
  const data = parsed.data;

  const { savedId, dropped } = await withNewPictures(ctx, pictures, M.charitySlugTaken, () =>
    ctx.run(async (tx) => {
      const row = id === null ? null : await ownCharity(tx, ctx.owner, id, true);
      const slug = await slugFor(tx, ctx, 'charity', data.slug, data.name, row);
      if (row && data.currency !== row.currency) {
        const used = await repo.causeUsage(tx, { charityId: row.id });
        if (used.donations > 0 || used.fundraisers > 0) throw refuse({ currency: [M.currencyLocked] });
        await repo.setProjectsCurrency(tx, row.id, data.currency);
      }
      const { image, photos, dropped } = pictureColumns(row, pictures);
      const values = { slug, name: data.name, summary: data.summary, story: data.story, website: data.website, currency: data.currency, status: data.status, image, photos };
      if (!row) return { savedId: (await repo.insertCharity(tx, { ...values, tenantId: ctx.owner })).id, dropped };
      await repo.updateCharity(tx, row.id, values);
      return { savedId: row.id, dropped };
    }),
  );
  await removeFiles(ctx, dropped);
  return { charity: await charityDetail(ctx, savedId), message: id === null ? M.charityAdded : M.charityUpdated };
}

// ---------------------------------------------------------------------------------------------
// Projects

/** `POST /api/admin/projects/` (id null) and `PATCH /api/admin/projects/:id/`. */
export async function saveProject(ctx: CharityAdminCtx, id: number | null, form: CauseFormFiles): Promise<TAdminProjectSaved> {
  const current = id === null ? null : await ctx.run((tx) => ownProject(tx, ctx.owner, id));
  const values: Record<string, string> = current
    ? {
        charity_id: String(current.charityId),
        title: current.title,
        slug: '',
        summary: current.summary,
        story: current.story,
        goal: minorToMajorText(current.goalMinor),
        offline_raised: minorToMajorText(current.offlineRaisedMinor),
        status: current.status,
        ...form.fields,
      }
    : form.fields;
  const problems: Problems = {};
  const parsed = ZProjectForm.safeParse(values);
  if (!parsed.success) fieldProblems(parsed.error.issues, problems);
  const pictures = await checkPictures(form, 'projects', problems);
  if (!parsed.success || Object.keys(problems).length) throw refuse(problems);
  const data = parsed.data;

  const { savedId, dropped } = await withNewPictures(ctx, pictures, M.projectSlugTaken, () =>
    ctx.run(async (tx) => {
      const row = id === null ? null : await ownProject(tx, ctx.owner, id, true);
      // The charity: one of this console's own (another scope's reads as unknown).
      const charity = await repo.findCharity(tx, data.charity_id);
      if (!charity || charity.charity.tenantId !== ctx.owner) throw refuse({ charity_id: [M.charityNotFound] });
      if (row && row.charityId !== charity.charity.id) {
        const used = await repo.causeUsage(tx, { projectId: row.id });
        if (used.donations > 0 || used.fundraisers > 0) throw refuse({ charity_id: [M.charityLocked] });
      }
      const slug = await slugFor(tx, ctx, 'project', data.slug, data.title, row);
      const { image, photos, dropped } = pictureColumns(row, pictures);
      const values = {
        charityId: charity.charity.id,
        slug,
        title: data.title,
        summary: data.summary,
        story: data.story,
        currency: charity.charity.currency,
        goalMinor: data.goal,
        offlineRaisedMinor: data.offline_raised,
        status: data.status,
        image,
        photos,
      };
      if (!row) return { savedId: (await repo.insertProject(tx, { ...values, tenantId: ctx.owner })).id, dropped };
      await repo.updateProject(tx, row.id, values);
      return { savedId: row.id, dropped };
    }),
  );
  await removeFiles(ctx, dropped);
  return { project: await projectDetail(ctx, savedId), message: id === null ? M.projectAdded : M.projectUpdated };
}
