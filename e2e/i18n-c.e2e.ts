import { expect, test } from '@playwright/test';

// Learning in Spanish, read-only: a visitor who chose Español sees the catalogue, a course page and the live lessons translated.
test('a visitor who chose Español sees the courses, a course page and the live lessons in Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('commonshelf.language', 'es'));
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
  await expect(page.getByTestId('catalogue-count')).toContainText(/\d+ cursos?/);

  await page.goto('/course/this-is-course');
  await expect(page.getByTestId('enrol-button')).toHaveText('Inscribirme');
  await expect(page.getByRole('heading', { level: 2, name: 'Contenido del curso' })).toBeVisible();
  await expect(page.getByTestId('course-facts')).toContainText('Certificado gratuito');

  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Clases en directo y seminarios web' })).toBeVisible();
  await expect(page.getByTestId('live-zone')).toContainText('Las horas se muestran en tu zona horaria');
});
