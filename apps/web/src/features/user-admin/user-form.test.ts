import { adminUserForm, USER_ADMIN_MSG as MSG, type TAdminUser, type TUserFormOptions } from '@commonshelf/shared/users/user-admin.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { cardAddress } from './components/credentials-sheet';
import { formValuesOf, importReady, importSummary, lastSeen, roleChoices, roleProblem, siteChoices, userFormData } from './user-form';

// The report's sentence and the last-seen words come from the adminUsers texts, in English.
beforeAll(async () => {
  await initI18n('en');
});

const S1 = '11111111-1111-4111-8111-111111111111';
const C1 = '22222222-2222-4222-8222-222222222222';
const O1 = '33333333-3333-4333-8333-333333333333';

const student: TAdminUser = {
  id: 'u1',
  first_name: 'Amara',
  last_name: 'Okafor',
  email: null,
  username: 'amarao07',
  role: 'student',
  country: null,
  avatar: null,
  is_active: true,
  password_set: true,
  site: { id: S1, name: 'Greenwood', is_organization: false },
  classes: [{ id: C1, name: 'Year 4 Oak' }],
  created_at: '2026-01-01T00:00:00Z',
  last_login_at: null,
};
const options: TUserFormOptions = {
  roles: ['student', 'teacher', 'teacher_admin', 'school_admin'],
  sites: [
    { id: S1, name: 'Greenwood', is_organization: false },
    { id: O1, name: 'Bright Futures', is_organization: true },
  ],
  classes: [],
};

describe('the user form', () => {
  it('starts from the account, or empty with the list’s role', () => {
    expect(formValuesOf(student)).toMatchObject({ role: 'student', site: S1, class_id: C1, username: 'amarao07', email: '', is_active: 'true' });
    expect(formValuesOf(null, { role: 'teacher' })).toMatchObject({ role: 'teacher', site: '', is_active: 'true', first_name: '' });
  });

  it('applies spec 5: names, email and country for adults; a class for a new student', () => {
    const form = adminUserForm({ creating: true });
    const adult = form.safeParse({ ...formValuesOf(null, { role: 'teacher' }), first_name: ' ', last_name: 'Lee', email: 'not-an-email' });
    expect(adult.success).toBe(false);
    const byField = Object.fromEntries((adult.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({ first_name: 'This field is required.', email: 'Enter a valid email address.', country: 'This field is required.' });
    const kid = form.safeParse({ ...formValuesOf(null, { role: 'student' }), first_name: 'Ada', last_name: 'Ng' });
    expect(kid.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['class_id', MSG.chooseClass]]);
    const editKid = adminUserForm({ creating: false }).safeParse({ ...formValuesOf(student), username: 'AmaraO07' });
    expect(editKid.success && editKid.data).toMatchObject({ username: 'amarao07', email: null, country: null, role: 'student', is_active: true });
  });

  it('sends every field, the picture or its removal; a school’s form sends no site', () => {
    const data = adminUserForm({ creating: false }).parse(formValuesOf(student));
    const school = userFormData(data, 'school', null, true);
    expect(school.has('site')).toBe(false);
    expect(school.get('remove_avatar')).toBe('true');
    expect(school.get('class_id')).toBe(C1);
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const platform = userFormData(data, 'platform', file, true);
    expect(platform.get('site')).toBe(S1);
    expect(platform.has('remove_avatar')).toBe(false);
    expect((platform.get('avatar') as File).name).toBe('me.png');
  });

  it('tells a role that does not fit its site before sending', () => {
    expect(roleProblem('upschool_admin', S1, options, null)).toBe(MSG.platformAdminOnMain);
    expect(roleProblem('organization_admin', S1, options, null)).toBe(MSG.organizationAdminNeedsOrganization);
    expect(roleProblem('organization_admin', O1, options, null)).toBeNull();
    expect(roleProblem('school_admin', '', options, null)).toBe(MSG.staffNeedsSite);
    // A school admin belongs to a school, not to an organization's site.
    expect(roleProblem('school_admin', O1, options, null)).toBe(MSG.staffNeedsSite);
    expect(roleProblem('teacher_admin', O1, options, null)).toBe(MSG.staffNeedsSite);
    expect(roleProblem('school_admin', S1, options, null)).toBeNull();
    expect(roleProblem('teacher', '', options, null)).toBeNull();
    // A main-site student who signed up keeps their place.
    expect(roleProblem('student', '', options, { ...student, site: null })).toBeNull();
    expect(roleProblem('student', '', options, null)).toBe(MSG.studentNeedsSchool);
  });

  it('offers the account’s own site and role even when this admin’s lists lack them', () => {
    const suspended = { ...student, role: 'teacher' as const, site: { id: 'x9', name: 'Old School', is_organization: false } };
    expect(siteChoices(options, suspended)[0]).toEqual({ id: 'x9', name: 'Old School' });
    expect(siteChoices(options, student)).toHaveLength(2);
    expect(roleChoices(options, { ...student, role: 'organization_admin' })[0]).toBe('organization_admin');
    expect(roleChoices(options, student)).toEqual(options.roles);
  });
});

describe('the import report', () => {
  it('can be applied only without errors', () => {
    expect(importReady(null)).toBe(false);
    expect(importReady({ file_name: 'a.csv', rows: [], summary: { rows: 2, ok: 1, warnings: 1, errors: 0 } })).toBe(true);
    expect(importReady({ file_name: 'a.csv', rows: [], summary: { rows: 2, ok: 1, warnings: 0, errors: 1 } })).toBe(false);
  });
  it('says what will happen in one sentence', () => {
    expect(importSummary({ rows: 3, ok: 3, warnings: 0, errors: 0 })).toBe('3 students are ready to add.');
    expect(importSummary({ rows: 1, ok: 0, warnings: 1, errors: 0 })).toBe('1 student is ready to add; 1 row has a warning to read first.');
    expect(importSummary({ rows: 4, ok: 2, warnings: 0, errors: 2 })).toBe('2 rows have problems to fix before any student is added.');
  });
});

describe('small words', () => {
  it('says when an account was last seen', () => {
    const now = Date.parse('2026-05-10T12:00:00Z');
    expect(lastSeen(null, now)).toBe('Never');
    expect(lastSeen('2026-05-10T11:59:30Z', now)).toBe('Just now');
    expect(lastSeen('2026-05-10T11:00:00Z', now)).toMatch(/hour/);
    expect(lastSeen('2026-05-07T12:00:00Z', now)).toMatch(/3 days/);
  });
  it('prints the login address without its scheme', () => {
    expect(cardAddress('http://greenwood.localhost:3000/login?class=GRN4A')).toBe('greenwood.localhost:3000/login');
  });
});
