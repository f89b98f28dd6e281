import type { Page } from 'playwright-core';

/** A camera-sized JPEG of noisy pixels (which compress badly, as a real photo's detail does), made by the browser. */
export async function cameraPhotoIn(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const image = context.createImageData(width, height);
      let seed = 42;
      for (let i = 0; i < image.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        image.data[i] = seed & 0xff;
        image.data[i + 1] = (seed >> 8) & 0xff;
        image.data[i + 2] = (seed >> 16) & 0xff;
        image.data[i + 3] = 255;
      }
      context.putImageData(image, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}
