import { useConnectModal } from "@rainbow-me/rainbowkit";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useAccount, useAccountEffect, useConfig, useDisconnect, useReconnect, useSignMessage } from "wagmi";
import { connectFailed } from "@/features/auth/hooks/use-sign-in-outcome";
import { readStoredSession } from "@/features/auth/session-storage";
import { SignInError } from "@/features/auth/sign-in-error";
import { signInWithWallet } from "@/features/auth/sign-in-flow";
import type { WalletRuntimeProps } from "@/features/auth/components/wallet-runtime";

/** Connects the wallet's events to sign-in: a fresh connection or a Connect Wallet press signs in. */
export function WalletBridge(props: Omit<WalletRuntimeProps, "theme">) {
  const { connectRequest, onOutcome, onAccountChanged, controlsRef } = props;
  const account = useAccount();
  const config = useConfig();
  const { openConnectModal } = useConnectModal();
  const { signMessageAsync } = useSignMessage();
  const { disconnectAsync } = useDisconnect();
  const running = useRef(false);
  const handled = useRef(0);
  const queryClient = useQueryClient();
  const { reconnectAsync } = useReconnect();
  const [ready, setReady] = useState(false);

  // Restore the previous or an already authorised wallet first, so Connect Wallet knows whether
  // to open the modal or to sign in with the wallet that is there (WagmiProvider skips this).
  useEffect(() => {
    void reconnectAsync()
      .catch(() => undefined)
      .finally(() => setReady(true));
  }, [reconnectAsync]);

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
      if (!isReconnected) void signIn(address, chainId);
    },
  });

  // Switching accounts in the wallet ends the old account's session, then signs the new one in.
  const lastAddress = useRef(account.address);
  useEffect(() => {
    const previous = lastAddress.current;
    const { address, chainId } = account;
    lastAddress.current = address;
    if (previous && address && chainId && previous !== address) {
      void onAccountChanged().then(() => signIn(address, chainId));
    }
  });

  // Connect Wallet: open the modal, or sign in again with a wallet that is already connected.
  useEffect(() => {
    if (!ready || connectRequest === handled.current) return;
    if (account.status === "connected") {
      handled.current = connectRequest;
      if (!readStoredSession()) void signIn(account.address, account.chainId);
    } else if (account.status === "disconnected" && openConnectModal) {
      handled.current = connectRequest;
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

  useEffect(() => {
    controlsRef.current = { disconnect: () => disconnectAsync() };
  }, [controlsRef, disconnectAsync]);

  return null;
}
