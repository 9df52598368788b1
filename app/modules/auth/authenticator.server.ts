import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { requireActiveAccount, verifyLogin } from "./accounts.server";
import type { User } from "./user.entity";
import { DomainError } from "~/modules/domain-errors";

export class InvalidCredentialsError extends DomainError {
  readonly status = 401;
  constructor() {
    super(sourceText(msg`Invalid email or password`));
  }
}

export function authenticatorFor(em: EntityManager): Authenticator<User> {
  const authenticator = new Authenticator<User>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const user = await verifyLogin(
        em,
        String(form.get("email") ?? ""),
        String(form.get("password") ?? ""),
      );
      if (!user) throw new InvalidCredentialsError();
      return requireActiveAccount(user);
    }),
    "form",
  );
  return authenticator;
}
