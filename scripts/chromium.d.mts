export function findChromium(): string | null;
export function findTestChromium(): string | null;
