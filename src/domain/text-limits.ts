/** What a value longer than its field takes is told, in the app's form and on the server alike. */
export function maxLengthMessage(maxLength: number): string {
  return `Please enter at most ${maxLength} characters.`;
}
