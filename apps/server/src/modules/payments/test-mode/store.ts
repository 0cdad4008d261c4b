import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The most records a stand-in keeps (oldest dropped first). */
const KEEP = 2000;

/**
 * What a test-mode stand-in remembers (sessions, orders, transactions, idempotency keys), kept in a
 * JSON file under DATA_DIR/test-payments so a restart of the server does not forget a payment the
 * buyer is halfway through. Writes are atomic (temporary file and rename).
 */
export class StandInStore<T> {
  private readonly map = new Map<string, T>();
  private readonly file: string;

  constructor(dataDir: string, name: string) {
    this.file = path.join(dataDir, 'test-payments', `${name}.json`);
    try {
      const saved = JSON.parse(readFileSync(this.file, 'utf8')) as [string, T][];
      for (const [k, v] of saved) this.map.set(k, v);
    } catch {
      // Nothing saved yet, or unreadable: start empty.
    }
  }

  get(key: string): T | undefined {
    return this.map.get(key);
  }

  find(test: (value: T) => boolean): T | undefined {
    for (const v of this.map.values()) if (test(v)) return v;
    return undefined;
  }

  set(key: string, value: T): T {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > KEEP) this.map.delete(this.map.keys().next().value!);
    this.save();
    return value;
  }

  private save() {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify([...this.map]));
    renameSync(tmp, this.file);
  }
}
