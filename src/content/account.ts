/** Sign-in, sign-up (portal waitlist) and forgot-password copy. No accounts exist yet (SPEC §4). */
import { siteConfig } from "@/config/site";

import { privacyPromise } from "./forms/form-spec";
import type { Cta } from "./types";

export interface SignInCopy {
  emailLabel: string;
  emailPlaceholder: string;
  passwordLabel: string;
  showPassword: string;
  hidePassword: string;
  forgotPassword: Cta;
  submit: string;
  notice: { title: string; text: string; links: readonly Cta[] };
}

export const signInPage = {
  eyebrow: "Client portal",
  title: "Sign in",
  description: `Welcome back. Sign in to the ${siteConfig.name} client portal.`,
  form: {
    emailLabel: "Email address",
    emailPlaceholder: "you@company.com",
    passwordLabel: "Password",
    showPassword: "Show password",
    hidePassword: "Hide password",
    forgotPassword: { label: "Forgot password?", href: "/forgot-password" },
    submit: "Sign In",
    notice: {
      title: "The client portal opens soon",
      text: "No client accounts exist yet, so we could not sign you in. Nothing you typed was sent or stored. Join the waitlist to be among the first to get access, or contact support if you need help today.",
      links: [
        { label: "Join the waitlist", href: "/signup" },
        { label: "Contact support", href: "/support" },
      ],
    },
  },
  social: {
    divider: "or",
    providers: ["Continue with Google", "Continue with Facebook"],
    explanation:
      "Google and Facebook sign-in are not available yet: they will open together with the client portal.",
  },
  noScript:
    "The client portal is not open yet, so this form does not send anything. Join the waitlist or contact support instead.",
  signUpPrompt: {
    text: "Don't have an account?",
    link: { label: "Request access", href: "/signup" },
  },
  home: { label: "Back to home", href: "/" },
} satisfies {
  eyebrow: string;
  title: string;
  description: string;
  form: SignInCopy;
  social: { divider: string; providers: readonly string[]; explanation: string };
  noScript: string;
  signUpPrompt: { text: string; link: Cta };
  home: Cta;
};

export const signUpPage = {
  eyebrow: "Client portal",
  title: "Request portal access",
  description: `The ${siteConfig.name} client portal opens soon. Join the waitlist and we will invite you as soon as your account is ready.`,
  benefitsTitle: "What the portal will give you",
  benefits: [
    "Live status of your projects and milestones",
    "Invoices, contracts and documents in one place",
    "Support tickets with full history",
    "Usage and performance reports for your AI services",
  ],
  formTitle: "Join the waitlist",
  formDescription: `Leave your name and work email: we use them to invite you to the portal, and to send our news only if you tick the box. ${privacyPromise}`,
  privacy: { label: "Privacy Policy", href: "/privacy" },
  privacyText: "How we handle your details is explained in our",
  signInPrompt: { text: "Already invited?", link: { label: "Sign in", href: "/signin" } },
  home: { label: "Back to home", href: "/" },
};

export const forgotPasswordPage = {
  eyebrow: "Client portal",
  title: "Forgot your password?",
  description: `Portal access is managed by the ${siteConfig.name} team.`,
  paragraphs: [
    "Accounts for the client portal are created and managed by our team, not by self-service. The portal is opening soon; once your account exists, your account manager or our support team can reset your access.",
    "Contact support from the email address linked to your company and we will help you within 24 hours, usually much sooner.",
  ],
  primary: { label: "Contact Support", href: "/support" },
  emailLabel: "Or email us at",
  email: siteConfig.supportEmail,
  back: { label: "Back to sign in", href: "/signin" },
};
