import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { DomainError } from "~/modules/domain-errors";

export class WrongPasswordError extends DomainError {
  readonly status = 400;
  override readonly fieldErrors: Record<string, string[]>;
  constructor(field: string) {
    super(sourceText(msg`This is not your current password`));
    this.fieldErrors = { [field]: [this.message] };
  }
}

export class TooManyAccountAttemptsError extends DomainError {
  readonly status = 429;
  constructor() {
    super(sourceText(msg`Too many attempts. Please wait an hour and try again.`));
  }
}

export class SameEmailError extends DomainError {
  readonly status = 400;
  override readonly fieldErrors: Record<string, string[]>;
  constructor() {
    super(sourceText(msg`This is already your e-mail address`));
    this.fieldErrors = { email: [this.message] };
  }
}

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

export class AccountGoneError extends DomainError {
  readonly status = 404;
  constructor() {
    super(sourceText(msg`This account no longer exists.`));
  }
}
