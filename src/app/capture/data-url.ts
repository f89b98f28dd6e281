/**
 * A file's bytes as a base64 data URL of its type, which the document operations take. Written here
 * rather than by a FileReader so that a photo kept on the phone as a Blob (the outbox) gives back the
 * same text when it is sent.
 */
export async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  // In slices: one String.fromCharCode over a whole photo's bytes would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type};base64,${btoa(text)}`;
}
