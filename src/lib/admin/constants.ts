/** Facts about the inbox session that the code and the cookie policy share. */
export const ADMIN_COOKIE = "cw_admin_session";
export const SESSION_HOURS = 8;
