import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The files a folder of stored uploads holds, by name. The file store writes a dotfile beside its
 * target and renames it into place (lib/storage.ts), so a write still under way (a background
 * job's resized copy of a picture, say) is not one of them.
 */
export const storedFileNames = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')) : []);

/** Every stored file under a folder and its subfolders, by path (one removed meanwhile is left out). */
export const storedFilesUnder = (dir: string): string[] =>
  storedFileNames(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    return !stat ? [] : stat.isDirectory() ? storedFilesUnder(file) : [file];
  });
