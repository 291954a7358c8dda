import { MIN_PASSWORD_LENGTH } from "@/config/admin";

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
    passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters. Give it to the teammate in person or through a password manager; they can change it under "Your account".`,
    submit: "Add account",
  },
  notices: {
    added: "The account was added. Its owner can sign in now.",
    exists: "An account with that email exists already.",
    invalid: "Please give a valid email address and a name (up to 100 characters).",
    passwordShort: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
    passwordLong: "The password is too long.",
    unavailable: "The database is unavailable right now. Please try again shortly.",
  },
} as const;

export type AccountsNotice = keyof typeof accountsCopy.notices;
