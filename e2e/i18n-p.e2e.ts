import { expect, test } from '@playwright/test';
import { GREENWOOD, logInWithEmail } from './support/identity.js';

test.describe('languages: uploading a book', () => {
  test('a teacher who chose Español picks the book’s language from names in Spanish, in Spanish order, and the file fields speak Spanish', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('commonshelf.language', 'es'));
    await logInWithEmail(page, GREENWOOD, 'teacher@greenwood.test', '/uploadbook');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // Waits for the form (the page may still be loading when the language is set).
    await expect(page.getByTestId('book-language').locator('option')).toHaveText(['francés', 'hindi', 'inglés', 'español', 'suajili'].sort((a, b) => a.localeCompare(b, 'es')));
    // The value sent is still the code.
    await page.getByTestId('book-language').selectOption({ label: 'hindi' });
    await expect(page.getByTestId('book-language')).toHaveValue('hi');

    const file = page.getByTestId('book-file').locator('..');
    await expect(file).toContainText('Elegir un archivo');
    await expect(file).toContainText('Ningún archivo elegido');
    await page.getByTestId('book-file').setInputFiles({ name: 'linternas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(file).toContainText('Elegir otro archivo');
    await expect(file).toContainText('linternas.pdf');
    // The field is still named by its own label, and says which file it holds.
    await expect(page.getByTestId('book-file')).toHaveAccessibleDescription(/linternas\.pdf/);
  });
});
