/** What /chat's forms show after a post: nothing yet, or what went wrong with what was typed. */
export type ChatFormState =
  | { status: "idle" }
  | {
      status: "error";
      message: string;
      errors?: Partial<Record<"name" | "email" | "message", string>>;
      values?: Record<string, string>;
      /** A fresh time-trap token, when the old one had run out. */
      token?: string;
    };

export const initialChatFormState: ChatFormState = { status: "idle" };
