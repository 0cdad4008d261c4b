import { fileTypeMessage, SUBMISSION_MSG, SUBMISSION_TYPES, type TSubmissionType } from '@commonshelf/shared/challenges/challenge-rules';
import { BULK_MSG, BULK_ROW_MSG } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { SUPERPOWER_MSG } from '@commonshelf/shared/superpowers/superpowers.schemas';
import { IMPORT_MSG, IMPORT_ROW_MSG, USER_ADMIN_MSG } from '@commonshelf/shared/users/user-admin.schemas';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { fillTemplate, translateMessage } from './messages';
import { initI18n, switchLanguage } from '.';

// The server's own sources, read as text: the messages it writes without the shared package.
const server = import.meta.glob<string>(['../../../server/src/modules/courses/authoring.service.ts', '../../../server/src/modules/courses/bulk-enrolment.csv.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const source = (file: string) => Object.entries(server).find(([path]) => path.endsWith(file))?.[1] ?? '';

const CSV_FRAME = ['The file could not be read as CSV: ', ' Check its quotes and save it as “CSV UTF-8”.'] as const;

describe('the server’s own messages in common:messages', () => {
  it('are written as the server writes them', () => {
    const authoring = source('authoring.service.ts');
    expect(authoring).toContain('publishProblems');
    // The fixed text between the values, as in `The lesson "${l.title}" in "${c.title}" is empty…`.
    for (const text of [en.common.messages.publishNeedsLesson, en.common.messages.publishEmptyLesson]) {
      for (const part of text.split(/\{\{\w+\}\}/)) expect(authoring, part).toContain(part);
    }
    const csv = source('bulk-enrolment.csv.ts');
    expect(csv).toContain(`${CSV_FRAME[0]}\${csvProblem(err)}${CSV_FRAME[1]}`);
    expect(en.common.messages.csvUnreadable).toBe(`${CSV_FRAME[0]}{{problem}}${CSV_FRAME[1]}`);
    expect(csv).toContain('`line ${line}`');
    for (const text of [en.common.messages.csvQuoteNotClosed, en.common.messages.csvQuoteInValue, en.common.messages.csvRowTooLong]) {
      expect(text.startsWith(`${CSV_FRAME[0]}line {{line}}`) && text.endsWith(CSV_FRAME[1]), text).toBe(true);
      const problem = text.slice(`${CSV_FRAME[0]}line {{line}}`.length, -CSV_FRAME[1].length);
      expect(csv).toContain(`\${at}${problem}`);
    }
  });
});

describe('the challenge file type messages', () => {
  it('are the shared messages, as “The file must be …” with the accepted files', () => {
    const combinations: [TSubmissionType[], string][] = [
      [[], 'This challenge takes text only, not files.'],
      [['text'], 'This challenge takes text only, not files.'],
      [['image'], 'The file must be a JPEG, PNG or WebP image.'],
      [['file'], 'The file must be a PDF or Word (.docx) document.'],
      [['image', 'file'], 'The file must be a JPEG, PNG or WebP image or a PDF or Word (.docx) document.'],
      [[...SUBMISSION_TYPES], 'The file must be a JPEG, PNG or WebP image or a PDF or Word (.docx) document.'],
    ];
    const shared = new Set<string>(Object.values(SUBMISSION_MSG));
    for (const [types, expected] of combinations) {
      const message = fileTypeMessage(types);
      expect(shared.has(message), message).toBe(true);
      expect(message).toBe(expected);
    }
  });
});

describe('translateMessage with values', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  const lessonEmpty = 'The lesson "Rivers" in "Water around us" is empty: write its content or add a video.';

  it('keeps English as it is while English is chosen', () => {
    expect(translateMessage(BULK_ROW_MSG.duplicate(2))).toBe('Duplicate of row 2.');
    expect(translateMessage(IMPORT_ROW_MSG.unknownClass('NOSUCHCLASS'))).toBe('No class of this school is called or has the code “NOSUCHCLASS”.');
    expect(translateMessage(lessonEmpty)).toBe(lessonEmpty);
  });

  it('gives the rows of a student import in Spanish, with their values', async () => {
    await switchLanguage('es', null);
    expect(translateMessage(IMPORT_ROW_MSG.firstName)).toBe('Falta el nombre.');
    expect(translateMessage(IMPORT_ROW_MSG.unknownClass('NOSUCHCLASS'))).toBe('Ninguna clase de esta escuela se llama ni tiene el código “NOSUCHCLASS”.');
    expect(translateMessage(IMPORT_ROW_MSG.usernameRepeated(3))).toBe('El mismo nombre de usuario que la fila 3.');
    expect(translateMessage(IMPORT_ROW_MSG.alreadyInClass('Year 4 Oak'))).toBe('Ya hay un estudiante con este nombre en Year 4 Oak; esta fila añade un segundo.');
    expect(translateMessage(IMPORT_ROW_MSG.sameAsRow(2))).toBe('El mismo estudiante que la fila 2; esta fila añade un segundo.');
    expect(translateMessage(IMPORT_MSG.imported(1))).toBe(
      'Se añadió 1 estudiante. Imprime sus datos de acceso ahora: las contraseñas solo se muestran una vez.',
    );
    expect(translateMessage(IMPORT_MSG.imported(12))).toBe(
      'Se añadieron 12 estudiantes. Imprime sus datos de acceso ahora: las contraseñas solo se muestran una vez.',
    );
    await switchLanguage('en', null);
  });

  it('gives the rows of a bulk enrolment in Spanish, with their values', async () => {
    await switchLanguage('es', null);
    expect(translateMessage(BULK_ROW_MSG.unknownUser)).toBe(
      'Usuario desconocido: ninguna cuenta de este sitio tiene este correo electrónico o nombre de usuario.',
    );
    expect(translateMessage(BULK_ROW_MSG.duplicate(2))).toBe('Duplicado de la fila 2.');
    expect(translateMessage(BULK_ROW_MSG.nameMismatch('Aisha Khan'))).toBe('El nombre no coincide con el de la cuenta (Aisha Khan).');
    // A value may hold the message's own punctuation.
    expect(translateMessage(BULK_ROW_MSG.nameMismatch('Tom (Tommy) Evans'))).toBe('El nombre no coincide con el de la cuenta (Tom (Tommy) Evans).');
    expect(translateMessage(BULK_MSG.noRows)).toBe('El archivo tiene una fila de encabezado, pero ninguna fila de usuarios debajo.');
    await switchLanguage('en', null);
  });

  it('words a message by a value the server looks up (roles, programmes)', async () => {
    await switchLanguage('es', null);
    expect(translateMessage(USER_ADMIN_MSG.roleNotYours('a school admin'))).toBe('No puedes dar a nadie el rol de administrador de la escuela.');
    expect(translateMessage(USER_ADMIN_MSG.cannotManage('a teacher'))).toBe('No puedes cambiar la cuenta de un docente.');
    expect(translateMessage(SUPERPOWER_MSG.granted('Aisha Khan', 'parent'))).toBe('Aisha Khan ahora es Familia Superpoder. Le enviamos un correo electrónico.');
    expect(translateMessage(SUPERPOWER_MSG.wrongRole('teacher'))).toBe('Solo un docente o un docente administrador puede ser Docente Superpoder.');
    await switchLanguage('en', null);
  });

  it('gives the reasons a course cannot be published in Spanish', async () => {
    await switchLanguage('es', null);
    expect(translateMessage('Add at least one chapter with at least one lesson.')).toBe('Añade al menos un capítulo con al menos una lección.');
    expect(translateMessage(lessonEmpty)).toBe('La lección "Rivers" de "Water around us" está vacía: escribe su contenido o añade un video.');
    expect(translateMessage('The lesson "Say "hi"" in "Hello: the start" is empty: write its content or add a video.')).toBe(
      'La lección "Say "hi"" de "Hello: the start" está vacía: escribe su contenido o añade un video.',
    );
    await switchLanguage('en', null);
  });

  it('gives a CSV file the server cannot read in Spanish, with its line', async () => {
    await switchLanguage('es', null);
    expect(translateMessage(`${CSV_FRAME[0]}line 4 opens a quote (") that is never closed.${CSV_FRAME[1]}`)).toBe(
      'No se pudo leer el archivo como CSV: la línea 4 abre unas comillas (") que nunca se cierran. Revisa sus comillas y guárdalo como “CSV UTF-8”.',
    );
    expect(translateMessage(`${CSV_FRAME[0]}line 12 is too long for a row.${CSV_FRAME[1]}`)).toBe(
      'No se pudo leer el archivo como CSV: la línea 12 es demasiado larga para una fila. Revisa sus comillas y guárdalo como “CSV UTF-8”.',
    );
    // A problem in csv-parse's own words keeps them, in the Spanish frame.
    expect(translateMessage(`${CSV_FRAME[0]}Invalid Record Length at line 3.${CSV_FRAME[1]}`)).toBe(
      'No se pudo leer el archivo como CSV: Invalid Record Length at line 3. Revisa sus comillas y guárdalo como “CSV UTF-8”.',
    );
    await switchLanguage('en', null);
  });

  it('gives a challenge’s file type refusal in Spanish', async () => {
    await switchLanguage('es', null);
    expect(translateMessage(fileTypeMessage(['image']))).toBe('El archivo debe ser una imagen JPEG, PNG o WebP.');
    expect(translateMessage(fileTypeMessage(['text', 'file']))).toBe('El archivo debe ser un documento PDF o Word (.docx).');
    expect(translateMessage(fileTypeMessage(['image', 'file']))).toBe('El archivo debe ser una imagen JPEG, PNG o WebP, o un documento PDF o Word (.docx).');
    expect(translateMessage(fileTypeMessage(['text']))).toBe('Este reto solo admite texto, no archivos.');
    await switchLanguage('en', null);
  });

  it('translates every pattern of common:messages with its values', async () => {
    await switchLanguage('es', null);
    const patterns = Object.entries(en.common.messages).filter(([, text]) => text.includes('{{'));
    expect(patterns.length).toBeGreaterThanOrEqual(5);
    for (const [key, text] of patterns) {
      const values = Object.fromEntries([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m, i) => [m[1]!, `Value ${i + 1}`]));
      const spanish = es.common.messages[key as keyof typeof es.common.messages];
      expect(translateMessage(fillTemplate(text, values)), key).toBe(fillTemplate(spanish, values));
    }
    await switchLanguage('en', null);
  });

  it('leaves text that only looks like a pattern as it is', async () => {
    await switchLanguage('es', null);
    expect(translateMessage('Duplicate of row 2')).toBe('Duplicate of row 2');
    expect(translateMessage('Nothing like “Duplicate of row 2.”')).toBe('Nothing like “Duplicate of row 2.”');
    await switchLanguage('en', null);
  });
});
