/** What the sign-in form shows: the portal notice once it has been submitted. */
export interface SignInState {
  submitted: boolean;
}

export const initialSignInState: SignInState = { submitted: false };
