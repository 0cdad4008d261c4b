import { PRIVACY_MSG, type TPrivacySettings } from '@commonshelf/shared/privacy/privacy.schemas';
import type { Run } from '../auth/auth.service.js';
import { updateTenant } from '../tenants/tenants.repository.js';
import type { TenantRow } from '../tenants/tenants.table.js';

export const privacySettingsOf = (site: TenantRow): TPrivacySettings => ({
  student_name_display: site.studentNameDisplay,
  student_idle_minutes: site.studentIdleMinutes,
  archived_student_retention_days: site.archivedStudentRetentionDays,
});

/** Saves a school's privacy settings (the audit log records who changed what). */
export async function savePrivacySettings(run: Run, site: TenantRow, input: TPrivacySettings) {
  await run((tx) =>
    updateTenant(tx, site.id, {
      studentNameDisplay: input.student_name_display,
      studentIdleMinutes: input.student_idle_minutes,
      archivedStudentRetentionDays: input.archived_student_retention_days,
    }),
  );
  return { settings: input, message: PRIVACY_MSG.saved };
}
