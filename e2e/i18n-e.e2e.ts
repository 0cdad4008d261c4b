import { expect, test } from '@playwright/test';
import { MAIN } from './support/identity.js';

test('the Global Goals page in Spanish: its heading, a goal’s official Spanish name and the films filter follow the chosen language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('commonshelf.language', 'es'));
  await page.goto(`${MAIN}/sdgs`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Los Objetivos de Desarrollo Sostenible');
  await expect(page.locator('[data-testid="sdg-tile"][data-goal="6"] h2')).toContainText('Agua limpia y saneamiento');

  await page.goto(`${MAIN}/impact-films`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Películas de impacto');
  await expect(page.getByTestId('films-sdg').locator('option[value="13"]')).toHaveText('13. Acción por el clima');
});
