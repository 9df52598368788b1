import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const ROLE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  user: msg`user`,
  admin: msg`admin`,
  superadmin: msg`superadmin`,
};

export function roleLabel(role: string, i18n: I18n): string {
  return Object.hasOwn(ROLE_LABELS, role) ? i18n._(ROLE_LABELS[role]!) : role;
}

export function roleChoices(i18n: I18n): { value: string; label: string }[] {
  return Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label: i18n._(label) }));
}
