// Which copy of forms/ the product owners' preview shows (formsPreview's source): the working copy
// the server reads, or a release by its number.

export const WORKING_COPY_SOURCE = 'working';

export const FORMS_PREVIEW_SOURCE_MESSAGE = "Choose 'working' for the working copy, or a release by its number.";

export function isFormsPreviewSource(source: string): boolean {
  return source === WORKING_COPY_SOURCE || /^[1-9][0-9]{0,8}$/.test(source);
}
