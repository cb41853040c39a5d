// The spec names no texts for offers (section 8 covers proposals): these follow the proposals' wording.
export const OFFER_MESSAGES = {
  makeFailed: "There has been an error while making the offer.",
  authorizeFailed: "There has been an error while authorizing the offer.",
  acceptFailed: "There has been an error while accepting the offer.",
  // Decision 020: the Store takes offers on an imported collection once its owner registered it.
  notRegistered:
    "The Store does not take offers on this imported collection yet: its owner registers it by listing one of its tokens.",
  made: "You have successfully made an offer!",
  authorized: "You have successfully authorized the offer!",
  accepted: "You have successfully accepted the offer!",
} as const;
