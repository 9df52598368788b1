import { contactSchema } from "~/modules/contact/contact.schema";

/** The form's `message` is `subject` in the API (docs/api.md); same rules. */
export const apiContactSchema = contactSchema
  .omit({ message: true, website: true })
  .extend({ subject: contactSchema.shape.message });
