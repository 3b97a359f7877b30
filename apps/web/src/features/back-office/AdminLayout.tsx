import { useRouteContext } from "@tanstack/react-router";
import { AdminFrame } from "../admin-shell/AdminFrame";
import { AdminShell } from "../admin-shell/AdminShell";
import { AdminLogin } from "./AdminLogin";

/**
 * Every admin screen: the sign-in while the layout route's beforeLoad found no admin session (at the same address),
 * otherwise the back office's frame around the screen.
 */
export function AdminLayout() {
  // From the context, not the route's own Route object: that would pull the route file into a chunk of its own,
  // which every visitor's first load would then fetch.
  const { admin } = useRouteContext({ from: "/admin" });
  if (admin) return <AdminShell username={admin.username} />;
  return (
    <AdminFrame>
      <AdminLogin />
    </AdminFrame>
  );
}
