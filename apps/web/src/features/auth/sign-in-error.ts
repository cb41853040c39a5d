/** A sign-in step failed; `message` is the spec section 8 toast for that step. */
export class SignInError extends Error {
  override readonly name = "SignInError";
  /** "Failed to fetch user data" also reopens the register (Auth) modal, per spec section 8. */
  readonly openAuthModal: boolean;
  /** The page is not at PUBLIC_URL, the only address whose sign-in messages the server accepts. */
  readonly wrongSiteUrl: string | undefined;

  constructor(
    message: string,
    options: { cause?: unknown; openAuthModal?: boolean; wrongSiteUrl?: string } = {},
  ) {
    super(message, { cause: options.cause });
    this.openAuthModal = options.openAuthModal ?? false;
    this.wrongSiteUrl = options.wrongSiteUrl;
  }
}
