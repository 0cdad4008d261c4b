import { describe, expect, it } from 'vitest';
import { hasStoryContent } from './story-content.js';

describe('hasStoryContent', () => {
  it('needs text beyond tags and spaces, or a picture', () => {
    expect(hasStoryContent('')).toBe(false);
    expect(hasStoryContent('<p></p><p>&nbsp; </p><br>')).toBe(false);
    expect(hasStoryContent('<p>Once upon a time</p>')).toBe(true);
    expect(hasStoryContent('<p><img src="/media/x.png" alt=""></p>')).toBe(true);
  });
});
