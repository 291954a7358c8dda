/** The newsletter's confirmation and unsubscribe pages (reached from its emails). */
export const newsletterPagesCopy = {
  confirm: {
    title: "Confirm your subscription",
    description: "Confirm your subscription to the Cedarwave newsletter.",
    hero: {
      eyebrow: "Newsletter",
      title: "Confirm your subscription",
      description:
        "One step left: confirm that you want our articles on AI, development and automation by email, about twice a month.",
    },
    button: "Confirm my subscription",
    outcomes: {
      confirmed: {
        title: "Your subscription is confirmed",
        message:
          "Welcome aboard. A welcome email is on its way; every email we send has a link to unsubscribe.",
      },
      expired: {
        title: "This link has expired",
        message:
          "Confirmation links are valid for 7 days. Sign up again on our blog and we will send you a new one.",
      },
      invalid: {
        title: "This link does not work",
        message:
          "It may be incomplete, or this address may no longer be signed up. Sign up again on our blog to get a new link.",
      },
    },
    blogLink: "Go to the blog",
  },
  unsubscribe: {
    title: "Unsubscribe",
    description: "Unsubscribe from the Cedarwave newsletter.",
    hero: {
      eyebrow: "Newsletter",
      title: "Unsubscribe from our newsletter",
      description: "Press the button and we will not email you again.",
    },
    button: "Unsubscribe",
    outcomes: {
      unsubscribed: {
        title: "You are unsubscribed",
        message:
          "We will not email you again. We keep only a one-way hash of your address on our suppression list, so that it stays that way.",
      },
      invalid: {
        title: "This link does not work",
        message:
          "It may be incomplete. Use the unsubscribe link of our latest email, or write to us and we will remove your address.",
      },
    },
    homeLink: "Go to the home page",
  },
} as const;
