import { getFormProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import type { FilterPanelOptions } from "~/modules/tenders/tender-types";
import { CheckboxList, tickedValues } from "~/ui/CheckboxList";
import { FormTokenInput } from "~/ui/FormTokenInput";
import { FormErrors, TextField } from "~/ui/TextField";
import type { AlertChannelKind } from "./alert-profile.entity";
import type { AlertProfileInput } from "./alert-profile.schema";
import { FieldError } from "~/ui/FieldError";
import { LocalName, useLocalOrder } from "~/modules/catalog/LocalName";

/** Each channel's name as the pages show it, in the page's language. */
export const CHANNEL_NAMES: Record<AlertChannelKind, MessageDescriptor> = {
  email: msg`E-mail`,
  telegram: msg`Telegram`,
  sms: msg`SMS`,
};

/**
 * The same names in English, for the admin pages, which are not in the catalogues yet: they
 * move to CHANNEL_NAMES when the admin area is translated.
 */
/* eslint-disable lingui/no-unlocalized-strings -- English on purpose, see above */
export const CHANNEL_LABELS: Record<AlertChannelKind, string> = {
  email: "E-mail",
  telegram: "Telegram",
  sms: "SMS",
};
/* eslint-enable lingui/no-unlocalized-strings */

/** Where a channel that is not verified yet is set up. */
export const CHANNEL_SETUP: Record<AlertChannelKind, string> = {
  email: "/alerts#email-channel",
  telegram: "/alerts/channels/telegram",
  sms: "/alerts/channels/sms",
};

/**
 * Create and edit an alert profile: a native POST that works without JavaScript; the server
 * validates (decision 002) and Conform shows its messages next to the fields.
 */
export function AlertProfileForm({
  lastResult,
  defaults,
  options,
  channelActive,
  submitLabel,
  formToken,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  defaults: AlertProfileInput;
  options: FilterPanelOptions;
  channelActive: Record<AlertChannelKind, boolean>;
  submitLabel: string;
  formToken: string;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [form, fields] = useForm({ lastResult, defaultValue: defaults });
  // After a refused submit, an absent field means "nothing ticked", not "the defaults".
  const fb = <T,>(values: T[]): T[] => (lastResult ? [] : values);
  const channels = tickedValues(fields.channels, fb(defaults.channels));
  const frequency = String(fields.frequency.initialValue ?? defaults.frequency);
  const categoryTicks = tickedValues(fields.categories, fb(defaults.categories));
  const subTicks = tickedValues(fields.subcategories, fb(defaults.subcategories));
  const awardNotices = tickedValues(
    fields.awardNotices,
    defaults.awardNotices && !lastResult ? ["on"] : [],
  ).has("on");
  const inOrder = useLocalOrder();
  return (
    <Form method="post" className="alert-form" {...getFormProps(form)}>
      <FormErrors errors={form.errors} id={form.errorId} />
      <FormTokenInput token={formToken} />
      <TextField label={t`Name`} field={fields.name} maxLength={120} />
      <TextField
        label={t`Include keywords`}
        field={fields.includeKeywords}
        hint={t`Separate with commas; a tender matches when any of them matches. Empty: any tender.`}
      />
      <TextField
        label={t`Exclude keywords`}
        field={fields.excludeKeywords}
        hint={t`Tenders matching any of these are left out.`}
      />
      <TextField
        label={t`Issuing organisation`}
        field={fields.organisation}
        maxLength={200}
        placeholder={t`Any organisation`}
        hint={t`As tenders name it, in any letter case. Empty: any organisation.`}
      />
      <fieldset className="alert-choices">
        <legend>
          <Trans>Channels</Trans>
        </legend>
        <ul>
          {(Object.keys(CHANNEL_NAMES) as AlertChannelKind[]).map((kind) => {
            const name = i18n._(CHANNEL_NAMES[kind]);
            return (
              <li key={kind}>
                <label>
                  <input
                    type="checkbox"
                    name={fields.channels.name}
                    value={kind}
                    defaultChecked={channels.has(kind)}
                  />{" "}
                  {name}
                </label>{" "}
                {channelActive[kind] ? (
                  <span className="channel-state channel-ok">
                    <Trans>verified</Trans>
                  </span>
                ) : (
                  <span className="channel-state">
                    <Trans>
                      not verified yet — <Link to={CHANNEL_SETUP[kind]}>set up {name}</Link>
                    </Trans>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <FieldError field={fields.channels} />
      </fieldset>
      <fieldset className="alert-choices">
        <legend>
          <Trans>How often</Trans>
        </legend>
        <label>
          <input
            type="radio"
            name={fields.frequency.name}
            value="daily"
            defaultChecked={frequency !== "immediate"}
          />{" "}
          <Trans>Daily digest</Trans>
        </label>
        <label>
          <input
            type="radio"
            name={fields.frequency.name}
            value="immediate"
            defaultChecked={frequency === "immediate"}
          />{" "}
          <Trans>Immediately on publication</Trans>
        </label>
        <FieldError field={fields.frequency} />
      </fieldset>
      {options.categories.length > 0 && (
        <fieldset className="alert-choices">
          <legend>
            <Trans>Categories and subcategories</Trans>
          </legend>
          <p className="field-hint">
            <Trans>None ticked: any.</Trans>
          </p>
          <ul>
            {inOrder(options.categories).map((category) => (
              <li key={category.id}>
                <label>
                  <input
                    type="checkbox"
                    name={fields.categories.name}
                    value={category.id}
                    defaultChecked={categoryTicks.has(String(category.id))}
                  />{" "}
                  <LocalName item={category} />
                </label>
                {category.subcategories.length > 0 && (
                  <ul>
                    {inOrder(category.subcategories).map((sub) => (
                      <li key={sub.id}>
                        <label>
                          <input
                            type="checkbox"
                            name={fields.subcategories.name}
                            value={sub.id}
                            defaultChecked={subTicks.has(String(sub.id))}
                          />{" "}
                          <LocalName item={sub} />
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <FieldError field={fields.categories} />
        </fieldset>
      )}
      {options.categories.length > 0 && (
        <fieldset className="alert-choices">
          <legend>
            <Trans>Award notices</Trans>
          </legend>
          <label>
            <input
              type="checkbox"
              name={fields.awardNotices.name}
              value="on"
              defaultChecked={awardNotices}
              aria-invalid={fields.awardNotices.errors ? true : undefined}
              aria-describedby={
                fields.awardNotices.errors ? fields.awardNotices.errorId : undefined
              }
            />{" "}
            <Trans>Tell me when a tender in the ticked categories is awarded</Trans>
          </label>
          <p className="field-hint">
            <Trans>
              Who won and at what price, on the channels above, as each award is recorded. Tenders
              you saved are told anyway.
            </Trans>
          </p>
          <FieldError field={fields.awardNotices} />
        </fieldset>
      )}
      <CheckboxList
        legend={t`Regions`}
        field={fields.regions}
        options={options.regions}
        fallback={fb(defaults.regions)}
        hint={t`None ticked: any.`}
      />
      <CheckboxList
        legend={t`Sources`}
        field={fields.sources}
        options={options.sources}
        fallback={fb(defaults.sources)}
        hint={t`None ticked: any.`}
      />
      <CheckboxList
        legend={t`Languages`}
        field={fields.languages}
        options={options.languages}
        fallback={fb(defaults.languages)}
        hint={t`None ticked: any.`}
      />
      <button type="submit" className="button" disabled={saving}>
        {saving ? <Trans>Saving...</Trans> : submitLabel}
      </button>
    </Form>
  );
}
