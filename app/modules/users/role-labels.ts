import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** How a role is named on the admin pages (the stored value is a code). */
const ROLE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  user: msg`user`,
  admin: msg`admin`,
  superadmin: msg`superadmin`,
};

/** A role's name in `i18n`'s language; a role this list does not know is shown as stored. */
export function roleLabel(role: string, i18n: I18n): string {
  return Object.hasOwn(ROLE_LABELS, role) ? i18n._(ROLE_LABELS[role]!) : role;
}

/** Every role with its name in `i18n`'s language, for a filter's options. */
export function roleChoices(i18n: I18n): { value: string; label: string }[] {
  return Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label: i18n._(label) }));
}
