"use server";

import type { SignInState } from "./sign-in-state";

/**
 * Sign-in as a plain POST (JavaScript off, or pressed before hydration): no accounts exist yet,
 * so it answers with the portal notice. The form's inputs have no `name`, so the request
 * carries nothing the visitor typed; this reads nothing, stores nothing and logs nothing.
 */
export async function signIn(_previous: SignInState): Promise<SignInState> {
  return { submitted: true };
}
