import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where the bytes of document pages are kept, by key. The database holds which key belongs to which
 * page and agent; a storage only keeps bytes. The server picks every key (fileKey), so a key never
 * carries a path a caller chose. An object store is one more implementation of these three calls.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes kept under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the key's bytes; a key with none is no error. */
  delete(key: string): Promise<void>;
}

// Document pages' images and PDFs, and training videos (MP4, WebM).
const KEY_PATTERN = /^[0-9a-f-]{36}\.(?:jpg|png|webp|pdf|mp4|webm)$/;

/** Whether a text is a key the server could have made (fileKey): the only keys storage and the file route accept. */
export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A new key for a page's file, with the extension of its sniffed type. */
export function fileKey(extension: string): string {
  return `${randomUUID()}.${extension}`;
}

function checked(key: string): string {
  if (!isFileKey(key)) throw new Error('not a file key');
  return key;
}

/** Files in a folder on the server's disk, one file per key; the folder is made on first use. */
export function localFolderStorage(folder: string): FileStorage {
  return {
    async put(key, bytes) {
      await mkdir(folder, { recursive: true });
      const path = join(folder, checked(key));
      // Written beside and renamed into place: a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(join(folder, checked(key))));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(join(folder, checked(key)), { force: true });
    },
  };
}

/** Files in the server's memory, gone when it stops: for servers started by tests and tools that keep no file. */
export function memoryFileStorage(): FileStorage {
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  return {
    put: (key, bytes) => Promise.resolve(void files.set(checked(key), new Uint8Array(bytes))),
    get: (key) => Promise.resolve(files.get(checked(key)) ?? null),
    delete: (key) => Promise.resolve(void files.delete(checked(key))),
  };
}
