import { createFileRoute } from "@tanstack/react-router";
import { BookingPage } from "../features/bookings/BookingPage";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/booking/$packageId")({
  beforeLoad: withMessages("catalogue", "booking"),
  component: BookingWithPackage,
});

function BookingWithPackage() {
  const { packageId } = Route.useParams();
  const id = Number(packageId);
  return <BookingPage packageId={Number.isInteger(id) && id > 0 ? id : undefined} />;
}
