/** The visible word first, so speech input of it reaches the control in any language (WCAG 2.5.3). */
export function actionName(visible: string, target: string, separator = " "): string {
  return `${visible}${separator}${target}`;
}
