import { Button, Checkbox, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TestimonialInput, testimonialInput } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { PhotoUpload } from "../../../components/PhotoUpload";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { SpanishVersion } from "../../admin-shell/SpanishVersion";
import type { AdminTestimonial } from "./PhotoConsent";

/** SPEC section 5: defaults age 40 and 'Client for 6 months'. */
const blank: TestimonialInput = {
  name: "",
  age: 40,
  comment: "",
  duration: "Client for 6 months",
  imagePath: null,
  beforeImagePath: null,
  afterImagePath: null,
  transformationDescription: null,
  photoConsent: false,
  translations: { es: { comment: "", duration: "", transformationDescription: "" } },
};

/** The form's fields of a saved testimonial: its consent as the checkbox shows it. */
function editable({ id: _id, photoConsentAt, translations, ...fields }: AdminTestimonial): TestimonialInput {
  const es = translations.es ?? {};
  return {
    ...fields,
    photoConsent: photoConsentAt !== null,
    // Her Spanish version, each field optional: the Spanish site shows the English where one is empty.
    translations: {
      es: {
        comment: es.comment ?? "",
        duration: es.duration ?? "",
        transformationDescription: es.transformationDescription ?? "",
      },
    },
  };
}

export function TestimonialForm({ testimonial, onDone }: { testimonial: AdminTestimonial | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<TestimonialInput>({
    initialValues: testimonial ? editable(testimonial) : blank,
    validate: useRules(testimonialInput),
  });
  const done = (message: string) => {
    toast("Success", message, "success");
    void queryClient.invalidateQueries({ queryKey: trpc.testimonials.adminList.queryKey() });
    onDone();
  };
  const create = useMutation(
    trpc.testimonials.create.mutationOptions({
      onSuccess: () => done("Testimonial added successfully!"),
      onError: (error) => toast("Error", `Failed to add testimonial: ${errorMessage(error, "Unknown error")}`, "error"),
    }),
  );
  const update = useMutation(
    trpc.testimonials.update.mutationOptions({
      onSuccess: () => done("Testimonial updated successfully!"),
      onError: (error) =>
        toast("Error", `Failed to update testimonial: ${errorMessage(error, "Unknown error")}`, "error"),
    }),
  );
  const submit = form.onSubmit((values) =>
    testimonial ? update.mutate({ ...values, id: testimonial.id }) : create.mutate(values),
  );
  const photo = (field: "beforeImagePath" | "afterImagePath" | "imagePath", label: string) => (
    <PhotoUpload label={label} value={form.values[field] ?? null} onChange={(url) => form.setFieldValue(field, url)} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk {...form.getInputProps("name")} />
        <SimpleGrid cols={2}>
          <TextInput label="Age" inputMode="numeric" {...form.getInputProps("age")} />
          <TextInput label="Duration" withAsterisk {...form.getInputProps("duration")} />
        </SimpleGrid>
        <GrowingTextarea label="Comment" withAsterisk minRows={3} {...form.getInputProps("comment")} />
        <GrowingTextarea label="Transformation" minRows={2} {...form.getInputProps("transformationDescription")} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {photo("imagePath", "Photo")}
          {photo("beforeImagePath", "Before")}
          {photo("afterImagePath", "After")}
        </SimpleGrid>
        <SpanishVersion version={form.values.translations?.es}>
          <TextInput label="Duración" maxLength={100} {...form.getInputProps("translations.es.duration")} />
          <GrowingTextarea
            label="Comentario"
            minRows={3}
            maxLength={2000}
            {...form.getInputProps("translations.es.comment")}
          />
          <GrowingTextarea
            label="Transformación"
            minRows={2}
            maxLength={1000}
            {...form.getInputProps("translations.es.transformationDescription")}
          />
        </SpanishVersion>
        <Checkbox
          label="The client agreed to her photos being published on the website"
          description="Without this, the testimonial is shown without its photos and the photo files are not served."
          {...form.getInputProps("photoConsent", { type: "checkbox" })}
        />
        <Button type="submit" loading={create.isPending || update.isPending}>
          {testimonial ? "Save Changes" : "Add Testimonial"}
        </Button>
      </Stack>
    </form>
  );
}
