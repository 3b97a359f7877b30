import { getRouteApi } from "@tanstack/react-router";
import { ClientDirectory } from "./ClientDirectory";
import { ClientProfile } from "./ClientProfile";
import { clientsSearch } from "./clients-search";

const route = getRouteApi("/admin/clients");

/** The directory, or the client whose e-mail the address names. */
export function ClientsScreen() {
  const { email, ...directory } = clientsSearch(route.useSearch());
  // Her page keeps the directory's search and page in its address, for the way back.
  if (email) return <ClientProfile email={email} directory={directory} />;
  return <ClientDirectory search={directory.q ?? ""} page={directory.page ?? 1} />;
}
