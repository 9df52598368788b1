import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { DomainError } from "~/modules/domain-errors";

/** The password given to confirm a change is not the account's; shown on that field. */
export class WrongPasswordError extends DomainError {
  readonly status = 400;
  override readonly fieldErrors: Record<string, string[]>;
  constructor(field: string) {
    super(sourceText(msg`This is not your current password`));
    this.fieldErrors = { [field]: [this.message] };
  }
}

/** Too many password checks or e-mail change mails for one account in an hour. */
export class TooManyAccountAttemptsError extends DomainError {
  readonly status = 429;
  constructor() {
    super(sourceText(msg`Too many attempts. Please wait an hour and try again.`));
  }
}

/** An e-mail change to the address the account already has. */
export class SameEmailError extends DomainError {
  readonly status = 400;
  override readonly fieldErrors: Record<string, string[]>;
  constructor() {
    super(sourceText(msg`This is already your e-mail address`));
    this.fieldErrors = { email: [this.message] };
  }
}

/** The site would be left without anyone able to manage admins. */
export class LastSuperadminError extends DomainError {
  readonly status = 409;
  constructor() {
    super(
      sourceText(
        msg`You are the only superadmin, so your account cannot be deleted: the site needs another superadmin first.`,
      ),
    );
  }
}

/** The account behind the session is gone (deleted meanwhile). */
export class AccountGoneError extends DomainError {
  readonly status = 404;
  constructor() {
    super(sourceText(msg`This account no longer exists.`));
  }
}
