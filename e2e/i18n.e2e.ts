import { expect, test, type Page } from '@playwright/test';
import { MAIN, siteApi } from './support/identity.js';

type Charity = { slug: string; raised_minor: number; goal_minor: number; currency: string };
type Book = { id: number; title: string; language: string; description?: string };

/** An amount as the app formats it (whole amounts without decimals), in the browser's own Intl. */
const money = (page: Page, minor: number, currency: string, locale: string) =>
  page.evaluate(
    ({ minor, currency, locale }) => {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
      const major = minor / 10 ** digits;
      return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: Number.isInteger(major) ? 0 : digits, maximumFractionDigits: digits }).format(major);
    },
    { minor, currency, locale },
  );

/** Opens a language switcher (by its test id) and chooses a language in its menu. */
async function choose(page: Page, switcher: string, language: 'en' | 'es') {
  await page.getByTestId(switcher).click();
  await page.getByTestId(`${switcher}-${language}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
const chooseSpanish = (page: Page) => choose(page, 'language-switcher', 'es');

test.describe('languages', () => {
  test('a visitor switches to Español in the header: the chrome, the home page, prices and dates follow, and the choice stays', async ({ page }) => {
    await page.goto(MAIN);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const switcher = page.getByTestId('language-switcher');
    await expect(switcher).toHaveAccessibleName('Language: English');
    await switcher.click();
    const menu = page.getByRole('menu', { name: 'Language' });
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('lang', 'es');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('nav-menu-learn')).toHaveText('Learn');

    // An English visitor never downloads the Spanish texts; choosing Spanish fetches them once.
    const spanishChunk = page.waitForResponse((response) => /\/assets\/es-[\w-]+\.js$/.test(response.url()));
    await chooseSpanish(page);
    await spanishChunk;

    const header = page.getByTestId('site-header');
    await expect(page.getByTestId('language-switcher')).toHaveAccessibleName('Idioma: Español');
    await expect(page.getByTestId('nav-menu-learn')).toHaveText('Aprender');
    await expect(header.getByTestId('login-button')).toContainText('Iniciar sesión');
    await page.getByTestId('nav-menu-books').click();
    await expect(page.getByTestId('nav-panel-books')).toContainText('Biblioteca en línea');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('home-hero')).toContainText('Historias, cursos y causas para mentes curiosas');
    await expect(page.getByTestId('section-courses')).toContainText('Todos los cursos');
    await expect(page.getByTestId('site-footer')).toContainText('Explorar');
    await expect(page.getByTestId('site-footer')).toContainText('Política de privacidad');
    await expect(page).toHaveTitle(/^Inicio · /);

    // A charity's raised amount in Spanish formats (the same amount the API gives).
    const charities = (await siteApi<{ results: Charity[] }>(MAIN, 'GET', '/api/charities/?limit=20')).body.results;
    const first = charities[0]!;
    const raised = await money(page, first.raised_minor, first.currency, 'es');
    const goal = await money(page, first.goal_minor, first.currency, 'es');
    expect(raised).not.toBe(await money(page, first.raised_minor, first.currency, 'en'));
    await expect(page.getByTestId('charity-raised').first()).toHaveText(`${raised} recaudados de ${goal}`);

    // Reload and another page: still Spanish, from the stored choice.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('nav-menu-learn')).toHaveText('Aprender');
    await page.getByTestId('login-button').click();
    await expect(page).toHaveURL(`${MAIN}/login`);
    await expect(page.getByTestId('login-step-choose')).toContainText('¿Cómo quieres iniciar sesión en');
    await expect(page.getByTestId('login-choose-teacher')).toContainText('Docente');
    await page.getByTestId('login-choose-student').click();
    await expect(page.getByRole('heading', { name: '¿Cuál es el código de tu clase?' })).toBeVisible();
    await expect(page.getByTestId('login-back')).toHaveText('Volver');
    await expect(page).toHaveTitle(/^Iniciar sesión · /);

    // A project update's date, written out the Spanish way.
    const project = (await siteApi<{ updates: { created_at: string }[] }>(MAIN, 'GET', '/api/projects/rain-tanks-for-kalawa-schools/')).body;
    const update = project.updates[0]!;
    const date = await page.evaluate((iso) => new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso)), update.created_at);
    expect(date).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await page.goto(`${MAIN}/charity-projects/rain-tanks-for-kalawa-schools`);
    await expect(page.getByTestId('project-update').first().locator('time')).toHaveText(date);

    // Back to English, which is remembered too.
    await choose(page, 'language-switcher', 'en');
    await page.reload();
    await expect(page.getByTestId('nav-menu-learn')).toHaveText('Learn');
  });

  test('at 360 px the switcher in the mobile drawer changes the language', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(MAIN);
    await expect(page.getByTestId('language-switcher')).toBeHidden();
    await page.getByTestId('mobile-menu-button').click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer.getByTestId('drawer-section-learn')).toContainText('Learn');
    await choose(page, 'drawer-language-switcher', 'es');
    await expect(drawer.getByTestId('drawer-section-learn')).toContainText('Aprender');
    await expect(drawer.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(page.getByTestId('home-hero')).toContainText('Explorar la biblioteca');
  });

  test('a browser set to Spanish starts in Spanish; an English one in English', async ({ browser }) => {
    const spanish = await browser.newContext({ locale: 'es-ES' });
    const page = await spanish.newPage();
    await page.goto(MAIN);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('nav-menu-register')).toHaveText('Registro');
    await expect(page.getByTestId('language-switcher')).toHaveAttribute('data-language', 'es');
    await spanish.close();

    const english = await browser.newContext({ locale: 'en-GB' });
    const other = await english.newPage();
    await other.goto(MAIN);
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await expect(other.getByTestId('nav-menu-register')).toHaveText('Register');
    await english.close();
  });

  test('a book keeps its own title and text in its language, marked with lang, while the page around it is Spanish', async ({ page }) => {
    const books = (await siteApi<{ results: Book[] }>(MAIN, 'GET', '/api/books/?limit=50')).body.results;
    const book = books.find((b) => b.language !== 'es' && b.language !== 'en') ?? books[0]!;
    const full = (await siteApi<Book>(MAIN, 'GET', `/api/books/${book.id}/`)).body;
    await page.goto(MAIN);
    await chooseSpanish(page);
    await page.goto(`${MAIN}/library/${book.id}`);
    const title = page.locator('#book-title');
    await expect(title).toHaveText(full.title);
    await expect(title).toHaveAttribute('lang', full.language);
    if (full.description) await expect(page.getByText(full.description.split('\n')[0]!)).toHaveAttribute('lang', full.language);
    await expect(page.getByTestId('site-footer')).toContainText('Explorar');

    // Its card on the home page: the title in the book's language, the language's name in Spanish.
    await page.goto(`${MAIN}/library?language=${full.language}`);
    const card = page.locator(`[data-testid="book-card"][data-book-id="${book.id}"]`);
    await expect(card.locator('h3')).toHaveText(full.title);
    await expect(card.locator('h3')).toHaveAttribute('lang', full.language);
    const languageName = await page.evaluate((code) => new Intl.DisplayNames(['es'], { type: 'language' }).of(code) ?? code, full.language);
    await expect(card).toContainText(languageName);
  });
});
