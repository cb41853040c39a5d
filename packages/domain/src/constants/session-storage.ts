// Spec section 9: keys under which the web keeps the session in sessionStorage.
export const SESSION_STORAGE_KEYS = {
  wallet: "wallet",
  token: "token",
  loggedIn: "logged_in",
  loginSignature: "login-signature",
} as const;
