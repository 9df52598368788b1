import { z } from "zod";

// Each failure message completes "NAME …".

export const positiveWhole = (min = 1, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, "must be a positive whole number")
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const port = () =>
  z
    .string()
    .regex(/^\d+$/, "must be a positive whole number")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, "must be a port from 1 to 65535")
        .max(65_535, "must be a port from 1 to 65535"),
    );

export const httpUrl = () =>
  z
    .string()
    .regex(/^https?:\/\/[^/\s]+\S*$/, "must be an http:// or https:// URL")
    .transform((url) => url.replace(/\/$/, ""));

export const urlWithScheme = (...schemes: string[]) =>
  z
    .string()
    .refine(
      (value) => URL.canParse(value) && schemes.includes(new URL(value).protocol.slice(0, -1)),
      `must be a ${schemes.map((scheme) => `${scheme}://`).join(" or ")} URL`,
    );

export const trueOrFalse = () => z.enum(["true", "false"], { error: "must be true or false" });
