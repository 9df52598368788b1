import { contactSchema } from "~/modules/contact/contact.schema";

/**
 * The API's contact call (docs/api.md) posts `{ name, email, phone, subject }` (subject labelled 'Message'); the form's schema
 * calls it `message`. Same rules, API field name.
 */
export const apiContactSchema = contactSchema
  .omit({ message: true, website: true })
  .extend({ subject: contactSchema.shape.message });
