/**
 * zod and the form schemas are ~100 KB of script a phone would otherwise run while the page starts. They load
 * when such a form is first focused (so sending it does not wait for them), or at the latest when it is sent.
 */
export const loadFormSchemas = () => import("./form-schemas");

export type FormSchemas = Awaited<ReturnType<typeof loadFormSchemas>>;
