export const ADMIN_COOKIE = "admin_session";
export const CLIENT_COOKIE = "client_session";
