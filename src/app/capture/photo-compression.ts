import imageCompression from 'browser-image-compression';
// The library compresses in a Web Worker that loads the library's own script: served from this
// origin, never fetched from elsewhere.
import compressionScript from 'browser-image-compression/dist/browser-image-compression.js?url';

/**
 * How a photo is shrunk before it leaves the phone: at most 1600 px on its longer side and about
 * 350 KB, as a JPEG; a 4 MB camera photo becomes one under 400 KB.
 */
export const PHOTO_COMPRESSION = { maxSizeMB: 0.35, maxWidthOrHeight: 1600, fileType: 'image/jpeg', useWebWorker: true } as const;

/** The photo compressed, reporting progress from 0 to 1. */
export function compressPhoto(file: File, onProgress: (done: number) => void): Promise<File> {
  return imageCompression(file, {
    ...PHOTO_COMPRESSION,
    libURL: new URL(compressionScript, window.location.href).href,
    onProgress: (percent) => onProgress(percent / 100),
  });
}
