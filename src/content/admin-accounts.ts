import { MIN_PASSWORD_LENGTH, SIGN_IN_LIMITS } from "@/config/admin";

/** Copy of the inbox's accounts page (/admin/accounts), for the owner. */
export const accountsCopy = {
  title: "Accounts",
  intro:
    "Everyone who works in the inbox has an account of their own. Owners also manage accounts and read the audit trail.",
  ownerOnly: "Only an owner can manage accounts.",
  tableLabel: "Inbox accounts",
  columns: {
    name: "Name",
    email: "Email",
    role: "Role",
    state: "State",
    lastSignIn: "Last sign-in",
    created: "Created",
  },
  roles: { owner: "Owner", member: "Member" },
  states: { active: "Active", disabled: "Disabled" },
  never: "Never",
  you: " (you)",
  add: {
    title: "Add an account",
    email: "Email",
    name: "Name",
    role: "Role",
    password: "Password",
    passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters, not their email and not easy to guess (three or four unrelated words are strong). Give it to the teammate in person or through a password manager; they can change it under "Your account".`,
    submit: "Add account",
  },
  /** The owner's forms for one account, under the table. */
  manage: {
    title: "Manage accounts",
    intro:
      "Disabling an account or resetting its password signs it out everywhere at once. An owner cannot disable their own account, and the last enabled owner stays an enabled owner.",
    /** "Rana Haddad (rana@cedarwave.com)": the heading of one account's forms. */
    account: (name: string, email: string) => `${name} (${email})`,
    disable: "Disable",
    enable: "Enable",
    disableHint: "A disabled account cannot sign in; its open sessions end now.",
    ownAccount: 'This is your account: change your password under "Your account".',
    role: "Role",
    changeRole: "Change role",
    newPassword: "New password",
    resetPassword: "Reset password",
    resetHint: `At least ${MIN_PASSWORD_LENGTH} characters, not their email and not easy to guess; give it to them in person or through a password manager.`,
  },
  notices: {
    added: "The account was added. Its owner can sign in now.",
    exists: "An account with that email exists already.",
    invalid: "Please give a valid email address and a name (up to 100 characters).",
    passwordShort: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
    passwordLong: "The password is too long.",
    passwordBlank: "The password cannot be only spaces.",
    passwordRepeated: "The password cannot be one character repeated.",
    passwordEmail: "The password cannot be the account's email address or the part before its @.",
    passwordWeak:
      "That password is too easy to guess: it is, or is close to, a common password, a word or name, a keyboard walk, a repeated or predictable pattern, a date, your email or this site's name. Three or four unrelated words make a strong one.",
    unavailable: "The database is unavailable right now. Please try again shortly.",
    disabled: "The account was disabled and signed out everywhere.",
    enabled: "The account was enabled. It can sign in again.",
    roleChanged: "The role was changed.",
    passwordReset: "The password was reset, and the account was signed out everywhere.",
    unchanged: "Nothing changed: the account was already like that.",
    missing: "No such account.",
    self: "You cannot disable your own account.",
    lastOwner:
      "That is the last enabled owner: make another account an owner first, so someone can still manage the inbox.",
  },
} as const;

export type AccountsNotice = keyof typeof accountsCopy.notices;

/** Copy of "Your account" (/admin/account), for everyone signed in. */
export const ownAccountCopy = {
  title: "Your account",
  details: "Your details",
  name: "Name",
  email: "Email",
  role: "Role",
  roles: accountsCopy.roles,
  passwordTitle: "Change your password",
  passwordIntro:
    "You stay signed in here; every other place where this account is signed in is signed out.",
  current: "Current password",
  password: "New password",
  passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters, not your email and not easy to guess (three or four unrelated words are strong).`,
  repeat: "Repeat the new password",
  submit: "Change password",
  /** For the owner account that ADMIN_EMAIL / ADMIN_PASSWORD manage. */
  environmentOwner:
    "This account is the owner set by ADMIN_EMAIL and ADMIN_PASSWORD on the server: every time the server starts, it sets this account's password back to ADMIN_PASSWORD. To change it for good, change ADMIN_PASSWORD there (a change here lasts until the next start).",
  notices: {
    changed: "Your password was changed. Other sessions of this account were signed out.",
    wrongCurrent: "The current password is not right.",
    limited: `Too many wrong passwords for this account: it is locked for up to ${SIGN_IN_LIMITS.failuresPerAccount.windowMs / 60_000} minutes, here and at sign-in. Please wait and try again.`,
    mismatch: "The two new passwords are not the same.",
    passwordShort: `The new password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
    passwordLong: "The password is too long.",
    passwordBlank: "The new password cannot be only spaces.",
    passwordRepeated: "The new password cannot be one character repeated.",
    passwordEmail: "The new password cannot be your email address or the part before its @.",
    passwordWeak:
      "That password is too easy to guess: it is, or is close to, a common password, a word or name, a keyboard walk, a repeated or predictable pattern, a date, your email or this site's name. Three or four unrelated words make a strong one.",
    unavailable: "The database is unavailable right now. Please try again shortly.",
  },
} as const;

export type OwnAccountNotice = keyof typeof ownAccountCopy.notices;
