import type { BarcodeFormat } from 'barcode-detector/ponyfill';

export type { BarcodeFormat };

/** What the scanner needs of a BarcodeDetector, native or the polyfill's. */
export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
}

interface NativeBarcodeDetector {
  new (options?: { formats?: readonly string[] }): BarcodeReader;
  getSupportedFormats(): Promise<readonly string[]>;
}

/** Device labels and QR codes: the 1D codes printed under serials, and the 2D codes on QR stands. */
export const SCANNED_FORMATS: readonly BarcodeFormat[] = ['code_128', 'code_39', 'code_93', 'ean_13', 'ean_8', 'upc_a', 'itf', 'codabar', 'qr_code', 'data_matrix'];

function nativeDetector(): NativeBarcodeDetector | null {
  const candidate = (globalThis as { BarcodeDetector?: NativeBarcodeDetector }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

/**
 * A reader of the given formats: the browser's own BarcodeDetector where it reads at least one of
 * them, else the polyfill (ZXing in WebAssembly), loaded only now, with its WebAssembly served by
 * the app itself rather than fetched from elsewhere.
 */
export async function createBarcodeReader(formats: readonly BarcodeFormat[] = SCANNED_FORMATS): Promise<BarcodeReader> {
  const Native = nativeDetector();
  if (Native) {
    const supported = new Set(await Native.getSupportedFormats().catch(() => []));
    const usable = formats.filter((format) => supported.has(format));
    if (usable.length) return new Native({ formats: usable });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: [...formats] });
}
