import { getFormProps, useForm } from "@conform-to/react";
import type { z } from "zod";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/channels.sms";
import { formAction } from "~/server/form-action.server";
import { confirmSchema } from "~/modules/confirm.schema";
import { channelStatuses } from "~/modules/alerts/alert-channels.server";
import { smsCodeRequestSchema, smsCodeSchema } from "~/modules/alerts/channel-forms.schema";
import { ChannelPage, pendingLabel } from "~/modules/alerts/ChannelPage";
import { SMS_CODE_MINUTES } from "~/modules/alerts/channel-limits";
import {
  removeSmsChannel,
  sendSmsCode,
  verifySmsCode,
  type SmsVerifyResult,
} from "~/modules/alerts/sms-verification.server";
import { requireUser } from "~/modules/auth/guards.server";
import { formatEthiopianPhone } from "~/modules/phone/ethiopian-phone";
import { dbContext } from "~/server/request-context";
import { FormErrors, TextField } from "~/ui/TextField";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`SMS alerts`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser({ request, context });
  const statuses = await channelStatuses(context.get(dbContext), user.id);
  const sms = statuses.find((status) => status.kind === "sms")!;
  return { phone: sms.address, verified: sms.verified, pending: sms.pending };
}

const VERIFY_ERRORS: Record<Exclude<SmsVerifyResult, "verified">, MessageDescriptor> = {
  wrong: msg`That code is not correct. Check the SMS and try again.`,
  expired: msg`This code has expired. Send a new code.`,
  "too-many": msg`Too many wrong codes. Send a new code.`,
  "no-code": msg`Send a code to your phone first.`,
};

const SMS_FORMS = {
  "send-code": smsCodeRequestSchema,
  verify: smsCodeSchema,
  remove: confirmSchema,
};

/** POST intent=send-code (phone) | verify (code) | remove. */
export function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const em = args.context.get(dbContext);
  return formAction<typeof SMS_FORMS, { notice: string }>(
    args,
    SMS_FORMS,
    async ({ intent, value, i18n, reply }) => {
      if (intent === "send-code") {
        const { phone } = await sendSmsCode(em, user, (value as { phone: string }).phone);
        const number = formatEthiopianPhone(phone);
        return reply({}, { notice: i18n._(msg`We sent a code to ${number}.`) });
      }
      if (intent === "verify") {
        const outcome = await verifySmsCode(em, user.id, (value as { code: string }).code);
        if (outcome !== "verified") {
          const fieldErrors = { code: [i18n._(VERIFY_ERRORS[outcome])] };
          return reply({ fieldErrors }, {}, { status: 400 });
        }
        const notice = i18n._(msg`Your phone is verified: SMS alerts will arrive there.`);
        return reply({ resetForm: true }, { notice });
      }
      await removeSmsChannel(em, user.id);
      return reply({}, { notice: i18n._(msg`Your phone number has been removed.`) });
    },
  );
}

export default function SmsChannel({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const { verified, pending } = loaderData;
  const phone = loaderData.phone && formatEthiopianPhone(loaderData.phone);
  const resultFor = (intent: keyof typeof SMS_FORMS) =>
    actionData?.intent === intent ? actionData.result : undefined;
  const [sendForm, sendFields] = useForm<{ phone: string }>({
    id: "sms-send",
    lastResult: resultFor("send-code"),
    defaultValue: { phone: phone ?? "" },
  });
  const [verifyForm, verifyFields] = useForm<z.input<typeof smsCodeSchema>>({
    id: "sms-verify",
    lastResult: resultFor("verify"),
  });
  const minutes = SMS_CODE_MINUTES;
  const status = verified
    ? t`SMS alerts go to ${phone}.`
    : pending
      ? t`A code was sent to ${phone}; enter it below to verify the number.`
      : t`No phone number is verified for SMS alerts.`;
  return (
    <ChannelPage title={t`SMS alerts`} status={status}>
      <Notice live={false}>{actionData?.notice}</Notice>
      <FormErrors errors={sendForm.errors} id={sendForm.errorId} />
      <Form method="post" {...getFormProps(sendForm)}>
        <TextField
          label={t`Phone`}
          field={sendFields.phone}
          type="tel"
          autoComplete="tel"
          hint={t`Your Ethiopian mobile number, e.g. 0911 234 567 or +251 911 234 567.`}
        />
        <button type="submit" name="intent" value="send-code" className="button">
          {pendingLabel(navigation, "send-code", t`Send code`, t`Sending...`)}
        </button>
      </Form>
      {(pending || (actionData?.intent === "verify" && !verified)) && (
        <Form method="post" {...getFormProps(verifyForm)} className="channel-verify">
          <TextField
            label={t`Code`}
            field={verifyFields.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={t`The 6 digits from the SMS; the code expires after ${minutes} minutes.`}
          />
          <button type="submit" name="intent" value="verify" className="button">
            {pendingLabel(navigation, "verify", t`Verify`, t`Verifying...`)}
          </button>
        </Form>
      )}
      {phone && (
        <Form method="post" className="channel-actions">
          <button type="submit" name="intent" value="remove" className="button button-danger">
            {pendingLabel(navigation, "remove", t`Remove`, t`Removing...`)}
          </button>
        </Form>
      )}
    </ChannelPage>
  );
}
