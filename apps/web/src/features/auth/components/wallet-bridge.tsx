import { useConnectModal } from "@rainbow-me/rainbowkit";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAccount, useAccountEffect, useConfig, useDisconnect, useReconnect, useSignMessage } from "wagmi";
import { connectFailed } from "@/features/auth/hooks/use-sign-in-outcome";
import { readStoredSession } from "@/features/auth/session-storage";
import { SignInError } from "@/features/auth/sign-in-error";
import { signInWithWallet } from "@/features/auth/sign-in-flow";
import type { WalletRuntimeProps } from "@/features/auth/components/wallet-runtime";
import { useAccountSwitchHeld } from "@/lib/wallet/account-switch-hold";

type ConnectStep = "wait" | "restore" | "sign-in" | "open-modal" | "done";

/**
 * What a Connect Wallet press does with the wallet's state. Should wagmi say "connected" without a
 * connection (its WagmiProvider, reconnectOnMount off, empties them each time it renders; the
 * runtime renders it once per config, this is the safety net), RainbowKit will not open its modal.
 * Such a wallet is reconnected first, so it either signs in again or turns out disconnected.
 */
export function connectStep(
  account: { status: string; address?: string | undefined },
  hasSession: boolean,
): ConnectStep {
  if (account.status === "connected") {
    if (!account.address) return "restore";
    return hasSession ? "done" : "sign-in";
  }
  return account.status === "disconnected" ? "open-modal" : "wait";
}

/** Connects the wallet's events to sign-in: a fresh connection or a Connect Wallet press signs in. */
export function WalletBridge(props: Omit<WalletRuntimeProps, "theme">) {
  const { connectRequest, onOutcome, onAccountChanged, controlsRef } = props;
  const account = useAccount();
  const config = useConfig();
  const { openConnectModal, connectModalOpen } = useConnectModal();
  const { signMessageAsync } = useSignMessage();
  const { disconnectAsync } = useDisconnect();
  const running = useRef(false);
  const handled = useRef(0);
  const restoredFor = useRef(0);
  // The press that opened RainbowKit's modal and the wallet's status then; see the modal effect.
  const opened = useRef<{ press: number; status: string; seen: boolean } | null>(null);
  // Connect Wallet waits while the wallet is restored or disconnected (logout), then renders again.
  const busy = useRef(0);
  const [, setSettled] = useState(0);
  const whileBusy = useCallback((work: Promise<unknown>) => {
    busy.current += 1;
    return work
      .catch(() => undefined)
      .finally(() => {
        busy.current -= 1;
        setSettled((count) => count + 1);
      });
  }, []);
  const queryClient = useQueryClient();
  const { reconnectAsync } = useReconnect();
  const [ready, setReady] = useState(false);

  // Restore the previous or an already authorised wallet first, so Connect Wallet knows whether
  // to open the modal or to sign in with the wallet that is there (WagmiProvider skips this).
  const reconnecting = useRef<Promise<unknown>>(Promise.resolve());
  const reconnect = useCallback(() => {
    reconnecting.current = reconnectAsync().catch(() => undefined);
    return reconnecting.current;
  }, [reconnectAsync]);
  useEffect(() => {
    void reconnect().finally(() => setReady(true));
  }, [reconnect]);

  const signIn = async (address: `0x${string}`, chainId: number) => {
    if (running.current) return;
    running.current = true;
    try {
      onOutcome(
        await signInWithWallet({
          address,
          chainId,
          fallbackChainId: config.chains[0].id,
          signMessage: (message) => signMessageAsync({ message }),
        }),
      );
    } catch (error) {
      onOutcome(error instanceof SignInError ? error : new SignInError(String(error)));
    } finally {
      running.current = false;
    }
  };

  useAccountEffect({
    onConnect: ({ address, chainId, isReconnected }) => {
      if (isReconnected) return;
      // The user connected through the modal: that connection signs in, the press is answered.
      opened.current = null;
      void signIn(address, chainId);
    },
  });

  // Switching accounts in the wallet ends the old account's session, then signs the new one in;
  // not while a wallet is being added (lib/wallet/account-switch-hold.ts): the last address seen is
  // kept, so the switch is looked at when the hold ends.
  const lastAddress = useRef(account.address);
  const switchHeld = useAccountSwitchHeld();
  useEffect(() => {
    if (switchHeld) return;
    const previous = lastAddress.current;
    const { address, chainId } = account;
    lastAddress.current = address;
    if (previous && address && chainId && previous !== address) {
      void onAccountChanged().then(() => signIn(address, chainId));
    }
  });

  // RainbowKit closes its modal on a reconnect's connect, and shows nothing while a wallet is
  // connected. A modal that ends like this (a late silent reconnect of a remembering wallet) rather
  // than closed by the user has not answered the press: it is decided again, so it signs in.
  useEffect(() => {
    const press = opened.current;
    if (!press || press.press !== connectRequest) return;
    if (connectModalOpen) press.seen = true;
    const endedByWallet = account.status === "connected" || (!press.seen && account.status !== press.status);
    if (endedByWallet) handled.current = press.press - 1;
    if (endedByWallet || (press.seen && !connectModalOpen)) opened.current = null;
  });

  // Connect Wallet: open the modal, or sign in again with a wallet that is already connected.
  useEffect(() => {
    if (!ready || busy.current > 0 || connectRequest === handled.current) return;
    const step = connectStep(account, readStoredSession() !== null);
    if (step === "restore") {
      // Once per press: should the connection still be missing afterwards, start from disconnected.
      const restore = restoredFor.current === connectRequest ? disconnectAsync() : reconnect();
      restoredFor.current = connectRequest;
      void whileBusy(restore);
    } else if (step === "sign-in" && account.address && account.chainId) {
      handled.current = connectRequest;
      void signIn(account.address, account.chainId);
    } else if (step === "done") {
      handled.current = connectRequest;
    } else if (step === "open-modal" && openConnectModal) {
      handled.current = connectRequest;
      opened.current = { press: connectRequest, status: account.status, seen: false };
      openConnectModal();
    }
  });

  // wagmi runs every connect attempt (RainbowKit's included) as a "connect" mutation.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const failed = event.type === "updated" && event.action.type === "error";
        if (failed && event.mutation.options.mutationKey?.[0] === "connect") connectFailed();
      }),
    [queryClient],
  );

  // A reconnect still under way would add the wallet back after the logout's disconnect, leaving
  // wagmi "disconnected" with a current connection, which then refuses to connect that wallet again.
  useEffect(() => {
    controlsRef.current = {
      disconnect: async () => {
        await whileBusy(reconnecting.current.then(() => disconnectAsync()));
      },
    };
  }, [controlsRef, disconnectAsync, whileBusy]);

  return null;
}
