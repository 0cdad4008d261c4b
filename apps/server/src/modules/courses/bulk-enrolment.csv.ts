import { BULK_CSV_LIMITS, BULK_MSG } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { CsvError, parse } from 'csv-parse/sync';
import { badRequest } from '../../lib/http-errors.js';

/** One data row of a bulk enrolment file: its line in the file and the fields the feature reads. */
export type CsvUserRow = {
  /** The row's line in the file: the header is row 1, so this is the row a spreadsheet shows. */
  row: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
};

/** Header names as people write them: `E-mail`, `First name`, `user name` and the like. */
const ALIASES: Record<string, string> = {
  email: 'email',
  e_mail: 'email',
  email_address: 'email',
  username: 'username',
  user_name: 'username',
  first_name: 'first_name',
  firstname: 'first_name',
  given_name: 'first_name',
  last_name: 'last_name',
  lastname: 'last_name',
  surname: 'last_name',
  family_name: 'last_name',
};

export function normaliseHeader(name: string): string {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ALIASES[key] ?? key;
}

const MAX_FIELD = 320;

/**
 * The text of an uploaded file, or a 400 saying why it is not one: a spreadsheet saved as .xlsx or
 * .xls, other binary files, text in another encoding. A UTF-8 byte-order mark is dropped.
 */
export function decodeCsvText(bytes: Buffer): string {
  if (bytes.length === 0) throw badRequest(BULK_MSG.emptyFile);
  // .xlsx (a zip) and .xls (OLE) and every other binary: NUL bytes never occur in CSV text.
  if (bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1')) || bytes.includes(0)) throw badRequest(BULK_MSG.notText);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(BULK_MSG.notUtf8);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Comma, unless the header row has semicolons and no commas (spreadsheets in some languages save so). */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
}

const cell = (record: Record<string, unknown>, column: string) => {
  const v = record[column];
  return typeof v === 'string' ? v.trim().slice(0, MAX_FIELD) : '';
};

/** A CSV file's data rows: each with its line in the file and its cells by (normalised) column name. */
export type CsvTable = { header: string[]; records: { line: number; cell: (column: string) => string }[] };

/**
 * Reads CSV text with a header row: CRLF and LF line ends, quoted fields, `;` as the delimiter when
 * the header has no commas, and a UTF-8 byte-order mark are fine; blank lines are skipped. Header
 * names go through `normalise`; of two columns with one name the first counts. Answers 400 with a
 * clear message for a file that is not CSV text or has more than `maxRows` rows.
 */
export function parseCsvTable(bytes: Buffer, o: { maxRows: number; tooManyRows: string; normalise?: (name: string) => string }): CsvTable {
  const text = decodeCsvText(bytes);
  if (!text.trim()) throw badRequest(BULK_MSG.emptyFile);
  const normalise = o.normalise ?? normaliseHeader;
  let header: string[] = [];
  let records: { record: Record<string, unknown>; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      columns: (names: string[]) => {
        header = names.map(normalise);
        // Duplicate names: the first column of a name counts, later ones are ignored.
        return header.map((h, i) => (header.indexOf(h) === i ? h : `__ignored_${i}`));
      },
      info: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      // One more than allowed, so a file over the limit is told apart from one at it.
      to: o.maxRows + 1,
      max_record_size: 64 * 1024,
    }) as unknown as { record: Record<string, unknown>; info: { lines: number } }[];
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(`The file could not be read as CSV: ${csvProblem(err)} Check its quotes and save it as “CSV UTF-8”.`);
    throw err;
  }
  if (records.length > o.maxRows) throw badRequest(o.tooManyRows);
  return { header, records: records.map(({ record, info }) => ({ line: info.lines, cell: (column: string) => cell(record, column) })) };
}

/**
 * Parses a bulk enrolment file: a header row naming the columns (an `email` or a `username` column
 * at least; others are ignored), then one user a row. Answers 400 with a clear message for a file
 * that is not CSV text, has no such header, has no rows or has more than the row limit.
 */
export function parseBulkCsv(bytes: Buffer): CsvUserRow[] {
  const { header, records } = parseCsvTable(bytes, { maxRows: BULK_CSV_LIMITS.maxRows, tooManyRows: BULK_MSG.tooManyRows });
  if (!header.includes('email') && !header.includes('username')) throw badRequest(BULK_MSG.noIdentifierColumn);
  if (records.length === 0) throw badRequest(BULK_MSG.noRows);
  return records.map((r) => ({
    row: r.line,
    email: r.cell('email'),
    username: r.cell('username'),
    firstName: r.cell('first_name'),
    lastName: r.cell('last_name'),
  }));
}

/** A stored, shown file name: the last path segment, printable characters only, at most the limit. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, BULK_CSV_LIMITS.maxFileName);
  return clean || 'upload.csv';
}

/** What csv-parse found wrong, said in plain words with its line (its own messages name its internals). */
function csvProblem(err: CsvError): string {
  const line = (err as CsvError & { lines?: number }).lines;
  const at = typeof line === 'number' && line > 0 ? `line ${line}` : 'a line';
  switch (err.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `${at} opens a quote (") that is never closed.`;
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
      return `${at} has a quote (") inside a value; put the whole value in quotes and write the quote in it twice ("").`;
    case 'CSV_MAX_RECORD_SIZE':
      return `${at} is too long for a row.`;
    default:
      return `${err.message.replace(/^[^:]*: /, '').replace(/\.$/, '')}.`;
  }
}
