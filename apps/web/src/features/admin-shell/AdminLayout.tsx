// Styles of the admin screens that the public pages' style sheet leaves out: they load with the admin code.
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Image.css";
// A checkbox lays out its label with the inline-input styles, which its own sheet does not include.
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import { Outlet, useRouteContext } from "@tanstack/react-router";
import { AdminFrame } from "./AdminFrame";
import { AdminHeader } from "./AdminHeader";
import { AdminLogin } from "./AdminLogin";
import { useAdminTitle } from "./admin-title";

/**
 * Every admin screen: the sign-in while the layout route's beforeLoad found no admin session (at the same address),
 * otherwise the shared header and the screen.
 */
export function AdminLayout() {
  // From the context, not the route's own Route object: that would pull the route file into a chunk of its own,
  // which every visitor's first load would then fetch.
  const { admin } = useRouteContext({ from: "/admin" });
  const { heading } = useAdminTitle();
  return (
    <AdminFrame>
      {admin ? (
        <>
          <AdminHeader title={heading} username={admin.username} />
          <Outlet />
        </>
      ) : (
        <AdminLogin />
      )}
    </AdminFrame>
  );
}
