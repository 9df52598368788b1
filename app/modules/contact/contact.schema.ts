import { z } from "~/modules/zod";

function required(label: string, max: number) {
  const message = `${label} is required.`;
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} can be at most ${max} characters.`);
}

/** 'Contact Us for Advertisement' (the form now, POST /api/advert-contact later). */
export const contactSchema = z.object({
  name: required("Name", 120),
  email: z
    .string({ error: "Email is required." })
    .trim()
    .toLowerCase()
    .max(254, "Email is too long.")
    .pipe(z.email({ error: "Enter a valid email address." })),
  phone: z
    .string({ error: "Phone is required." })
    .trim()
    .min(1, "Phone is required.")
    // Advertisers may write +251 and spaces; keep it readable but refuse letters.
    .regex(/^\+?[\d\s()-]{7,20}$/, "Enter a valid phone number."),
  message: required("Message", 5000),
  // Honeypot: hidden from people and screen readers, so only bots fill it in.
  website: z.string().optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;
