// The shared schemas of the forms that check what they send only when it is sent. Loaded on demand through
// loadFormSchemas: only these, so the chunk holds zod and their rules, not every schema of @studio/validators.
export {
  applyDiscountInput,
  bookingFormSchema,
  buyGiftCardInput,
  contactInput,
  email,
  intakeInput,
  measurementInput,
  newsletterSubscribeInput,
  progressInput,
  recipeForm,
} from "@studio/validators";
