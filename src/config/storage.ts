/**
 * What the site keeps in a visitor's browser, under which names and for how long. The code
 * that stores these and the cookie policy that discloses them both read this module.
 */

/** localStorage key of the visitor's theme choice (Light, Dark or System). */
export const THEME_STORAGE_KEY = "ui-theme";

/** The team inbox's session cookie and its lifetime. */
export const ADMIN_COOKIE = "cw_admin_session";
export const SESSION_HOURS = 8;

/**
 * The team's mark: set on a browser when it signs in to the inbox and kept a year, so that the
 * team's own page views are not counted (src/lib/analytics/page-view.ts). Its value says
 * nothing; visitors never get it.
 */
export const ANALYTICS_TEAM_COOKIE = "cw_team";
export const ANALYTICS_TEAM_COOKIE_DAYS = 365;
