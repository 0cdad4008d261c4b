import { crc32 } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

// Books for upload tests, built in the test: a PDF with pdf-lib, an EPUB byte by byte.

/** A one-page PDF with a line of text. */
export async function makePdf(text = 'Hello, reader'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 400]).drawText(text, { x: 20, y: 350 });
  return Buffer.from(await doc.save());
}

const le16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const le32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/** A stored (uncompressed) zip of these entries, in order. */
export function makeZip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const n = Buffer.from(name);
    const common = Buffer.concat([le16(20), le16(0), le16(0), le16(0), le16(0), le32(crc32(data)), le32(data.length), le32(data.length), le16(n.length), le16(0)]);
    const local = Buffer.concat([le32(0x04034b50), common, n, data]);
    centrals.push(Buffer.concat([le32(0x02014b50), le16(20), common, le16(0), le16(0), le16(0), le32(0), le32(offset), n]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([le32(0x06054b50), le16(0), le16(0), le16(centrals.length), le16(centrals.length), le32(central.length), le32(offset), le16(0)]);
  return Buffer.concat([...locals, central, end]);
}

/** The smallest EPUB the upload check accepts: `mimetype` first and stored, then the container. */
export function makeEpub(): Buffer {
  return makeZip([
    ['mimetype', 'application/epub+zip'],
    [
      'META-INF/container.xml',
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ],
    ['book.opf', '<package xmlns="http://www.idpf.org/2007/opf" version="3.0"/>'],
  ]);
}

/** A file of a form; its field is `file` unless named. */
export type FilePart = { field?: string; name: string; data: Buffer; type?: string };

/** A multipart/form-data body of text fields and files, with its content type. */
export function multipartForm(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----cs-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
