import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe-core check of the page, run in legacy mode: axe runs in the page itself. The default mode
 * opens a second page for every check to merge the frames' results in, a new renderer process each
 * time, which took a third of a check's time on two cores. Our pages have no cross-origin frames
 * (no-third-parties.e2e.ts), which only the default mode reaches.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);
