import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { isLocale, type Locale } from "~/i18n/locales";
import type { EntityManager } from "@mikro-orm/postgresql";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { RegisterInput } from "./auth.schema";
import { hashPassword, verifyPassword } from "./password.server";
import { User, type Role } from "./user.entity";
import type { CurrentUser } from "~/server/request-context";
import { DomainError } from "~/modules/domain-errors";

export class EmailTakenError extends DomainError {
  readonly status = 409;
  override readonly fieldErrors: Record<string, string[]>;
  constructor() {
    super(sourceText(msg`An account with this email already exists`));
    this.fieldErrors = { email: [this.message] };
  }
}

/** Said only after the password was right, so it tells nothing to someone guessing. */
class AccountDeactivatedError extends DomainError {
  readonly status = 403;
  constructor() {
    super(
      sourceText(
        msg`This account has been deactivated. Contact us if you think this is a mistake.`,
      ),
    );
  }
}

export function requireActiveAccount(user: User): User {
  if (user.deactivatedAt) throw new AccountDeactivatedError();
  return user;
}

export function toCurrentUser(user: User): CurrentUser {
  const { id, fullname, email, role, locale } = user;
  return { id, fullname, email, role, locale: isLocale(locale) ? locale : null };
}

export function findUserByEmail(em: EntityManager, email: string) {
  return em.findOne(User, { email: email.trim().toLowerCase() });
}

/** `locale`: the language they registered in, for their pages and messages; none when unknown. */
export async function registerUser(
  em: EntityManager,
  input: RegisterInput & { locale?: Locale | null },
  role: Role = "user",
): Promise<User> {
  if (await findUserByEmail(em, input.email)) throw new EmailTakenError();
  const user = em.create(User, {
    fullname: input.fullname,
    email: input.email.toLowerCase(),
    phone: input.phone,
    company: input.company || null,
    passwordHash: await hashPassword(input.password),
    role,
    locale: input.locale ?? null,
  });
  try {
    await em.flush();
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw new EmailTakenError();
    throw error;
  }
  return user;
}

/**
 * The language a signing-in user's pages take: the one stored on the account, or, when they never
 * chose one, the page's language, which becomes theirs.
 */
export async function accountLocale(
  em: EntityManager,
  user: User,
  pageLocale: Locale,
): Promise<Locale> {
  if (isLocale(user.locale)) return user.locale;
  await em.nativeUpdate(User, { id: user.id }, { locale: pageLocale });
  return pageLocale;
}

/** Takes the same time for unknown emails. */
export async function verifyLogin(
  em: EntityManager,
  email: string,
  password: string,
): Promise<User | null> {
  const user = await em.findOne(
    User,
    { email: email.trim().toLowerCase() },
    { populate: ["passwordHash"] },
  );
  if (!user) {
    await hashPassword(password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

export async function setPassword(em: EntityManager, user: User, password: string) {
  user.passwordHash = await hashPassword(password);
  await em.flush();
}
