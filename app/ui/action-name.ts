/**
 * A row action's accessible name: the word sighted users read first, then what it acts on, so
 * speech input of the visible word reaches it in every language (WCAG 2.5.3).
 */
export function actionName(visible: string, target: string, separator = " "): string {
  return `${visible}${separator}${target}`;
}
