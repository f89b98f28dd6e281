import { vi } from 'vitest';

// browser-image-compression for the web tests (vitest.config.ts points the app's import here): jsdom
// has no canvas to compress with. A file about photos gives the phone's compression its answer
// (compress.mockImplementation) and reads what it was asked; tests/web/setup.ts resets it before
// every file, to failing as the library would without a canvas.

export const compress = vi.fn((_file: File, _options: { onProgress?: (percent: number) => void }): Promise<File> =>
  Promise.reject(new Error('jsdom has no canvas to compress a photo with')),
);

export default compress;
