import { createFileRoute } from "@tanstack/react-router";
import { BookingPage } from "../features/bookings/BookingPage";

export const Route = createFileRoute("/booking/$packageId")({ component: BookingWithPackage });

function BookingWithPackage() {
  const { packageId } = Route.useParams();
  const id = Number(packageId);
  return <BookingPage packageId={Number.isInteger(id) && id > 0 ? id : undefined} />;
}
