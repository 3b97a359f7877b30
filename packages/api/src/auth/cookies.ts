export const ADMIN_COOKIE = "admin_session";
export const CLIENT_COOKIE = "client_session";
/** A right password waiting for its second factor (the admin_challenges row of the same token's hash). */
export const PENDING_COOKIE = "admin_second_step";
/** A browser the trainer has signed in with: its failures are counted apart from everyone else's. */
export const DEVICE_COOKIE = "admin_device";
