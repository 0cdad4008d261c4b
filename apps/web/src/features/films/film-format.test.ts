import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { autoplayUrl, formatFilmLength, spokenFilmLength } from './film-format';

describe('film formats', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows lengths as m:ss and says them in words', () => {
    expect(formatFilmLength(511)).toBe('8:31');
    expect(formatFilmLength(9)).toBe('0:09');
    expect(formatFilmLength(null)).toBeNull();
    expect(spokenFilmLength(511)).toBe('8 minutes 31 seconds');
    expect(spokenFilmLength(60)).toBe('1 minute');
    expect(spokenFilmLength(0)).toBeNull();
  });

  it('asks the player to start once the viewer pressed play', () => {
    expect(autoplayUrl('https://www.youtube-nocookie.com/embed/abcdefghijk')).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1');
    expect(autoplayUrl('https://player.vimeo.com/video/1?dnt=1')).toBe('https://player.vimeo.com/video/1?dnt=1&autoplay=1');
  });
});
