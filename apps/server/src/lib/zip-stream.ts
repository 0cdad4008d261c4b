import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export type ZipWriter = {
  /** A text entry (JSON, a README), compressed. */
  addText(name: string, text: string): Promise<void>;
  /** A file's bytes as they come, stored as they are (pictures and PDFs are compressed already). */
  addStream(name: string, source: AsyncIterable<Uint8Array>): Promise<void>;
};

/**
 * A ZIP archive as a stream, written entry by entry by `build` while it is read: a large export
 * (a whole school's files) is never held in memory, and writing waits while the reader is behind.
 * A failure part-way ends the stream with the error, so the client sees a broken download rather
 * than a short archive that looks whole.
 */
export function zipStream(build: (zip: ZipWriter) => Promise<void>): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  const writer: ZipWriter = {
    async addText(name, text) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(new TextEncoder().encode(text), true);
      await drained();
    },
    async addStream(name, source) {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      for await (const chunk of source) {
        entry.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk));
        await drained();
      }
      entry.push(new Uint8Array(0), true);
    },
  };
  build(writer).then(
    () => zip.end(),
    (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))),
  );
  return out;
}
