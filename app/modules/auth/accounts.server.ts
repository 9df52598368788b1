import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { isLocale } from "~/i18n/locales";
import type { EntityManager } from "@mikro-orm/postgresql";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { RegisterInput } from "./auth.schema";
import { hashPassword, verifyPassword } from "./password.server";
import { User, type Role } from "./user.entity";
import type { CurrentUser } from "~/server/request-context";
import { DomainError } from "~/modules/domain-errors";

/** The form (and the API) show it on the email field. */
export class EmailTakenError extends DomainError {
  readonly status = 409;
  override readonly fieldErrors: Record<string, string[]>;
  constructor() {
    super(sourceText(msg`An account with this email already exists`));
    this.fieldErrors = { email: [this.message] };
  }
}

/**
 * The right password for an account an admin deactivated. Said only after the password was
 * right, so it tells nothing to someone guessing; it names no admin and no reason.
 */
export class AccountDeactivatedError extends DomainError {
  readonly status = 403;
  constructor() {
    super(
      sourceText(
        msg`This account has been deactivated. Contact us if you think this is a mistake.`,
      ),
    );
  }
}

/** `user` if it may sign in; AccountDeactivatedError for a deactivated account. */
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

/** Creates an account; a taken email (any letter case) raises EmailTakenError. */
export async function registerUser(
  em: EntityManager,
  input: RegisterInput,
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

/** The user with this email and password, or null. Takes the same time for unknown emails. */
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
