/** Facts of the team inbox that its code and its copy share. */

/** The shortest password an inbox account may have (forms, the command line, the copy). */
export const MIN_PASSWORD_LENGTH = 12;
/** The longest accepted: hashing megabytes on a sign-in would be a denial of service. */
export const MAX_PASSWORD_LENGTH = 256;
