/** How many more tries a link takes, as its page says it after a wrong answer ('1 attempt left.'). */
export function attemptsLeftText(left: number): string {
  return `${left} attempt${left === 1 ? '' : 's'} left.`;
}
