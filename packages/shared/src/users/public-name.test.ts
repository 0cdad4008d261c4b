import { describe, expect, it } from 'vitest';
import { fullPersonName, mentionsName, publicPersonName, studentPublicName } from './public-name.js';

describe('names others see', () => {
  it('names a student by first name only, never a last name or its initial', () => {
    expect(publicPersonName('Mateo', 'García', 'student')).toBe('Mateo');
    expect(publicPersonName(' Łucja ', 'Żak', 'student', 'first_initial')).toBe('Łucja');
    expect(publicPersonName('Nia', '', 'student')).toBe('Nia');
    expect(studentPublicName('  Mei ')).toBe('Mei');
  });

  it('keeps adults’ names: in full, or as first name and last initial for bylines', () => {
    expect(publicPersonName('Helen', 'Okafor', 'school_admin')).toBe('Helen Okafor');
    expect(publicPersonName('Tom', 'hughes', 'teacher', 'first_initial')).toBe('Tom H.');
    expect(publicPersonName('Ada', '', 'teacher', 'first_initial')).toBe('Ada');
    expect(publicPersonName('Ana', '𝒜lvarez', 'teacher', 'first_initial')).toBe('Ana 𝒜.');
    expect(fullPersonName(' Mei ', ' Chen ')).toBe('Mei Chen');
  });
});

describe('a last name in a student’s text', () => {
  it('finds the name as a whole word, whatever its case and accents', () => {
    expect(mentionsName('By Mateo García', 'García')).toBe(true);
    expect(mentionsName('by mateo garcia', 'García')).toBe(true);
    expect(mentionsName('MEI CHEN', 'Chen')).toBe(true);
    expect(mentionsName('Chenille and the kite', 'Chen')).toBe(false);
    expect(mentionsName('Mei C.', 'Chen')).toBe(false);
    expect(mentionsName('Anything', 'X')).toBe(false);
    expect(mentionsName('Ana OxKelly', 'O.Kelly')).toBe(false);
    expect(mentionsName('Ana O.Kelly', 'O.Kelly')).toBe(true);
  });
});
