import { CATEGORY_MSG } from '@commonshelf/shared/library/categories.schemas';
import { describe, expect, it } from 'vitest';
import { adminLibrary } from '../../i18n/en/admin-library';

describe('the book categories’ messages', () => {
  it('lists the shared schema’s messages word for word, so the server’s field errors show in the UI language', () => {
    expect(adminLibrary.categories.messages).toEqual(CATEGORY_MSG);
  });
});
