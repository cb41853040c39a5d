import { useSyncExternalStore } from "react";

// Adding a wallet (settings) asks the wallet for another account's signature, and a wallet such as
// MetaMask makes the account the user picks its active one. Sign-in (auth) reads an active-account
// change as "someone else is here now": it would end the session and try to sign the new account in
// before it is the user's, offering to register it. While a hold is taken that change waits; once
// the last hold is released it is looked at as usual, by then with the account added.

let holds = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Takes a hold; the function returned releases it (once, however often it is called). */
export function holdAccountSwitch(): () => void {
  holds += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    notify();
  };
}

/** Whether a hold is taken now (what the hook below renders from). */
export const isAccountSwitchHeld = (): boolean => holds > 0;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while someone holds the wallet's account switches back. */
export const useAccountSwitchHeld = (): boolean =>
  useSyncExternalStore(subscribe, isAccountSwitchHeld, () => false);
