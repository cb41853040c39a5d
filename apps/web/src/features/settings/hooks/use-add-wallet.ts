import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { isSameAddress } from "@meshlink/domain/entities/address";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { Address } from "viem";
import { buildAddWalletMessage } from "@/features/settings/add-wallet-message";
import { addWallet, fetchNonce } from "@/features/settings/api/settings-api";
import { SETTINGS_TEXTS } from "@/features/settings/settings-texts";
import { useWalletAccounts } from "@/features/settings/wallet-accounts";
import { notify } from "@/ui/notify";
import { holdAccountSwitch } from "@/lib/wallet/account-switch-hold";

/**
 * "Add wallet": the wallet offers its accounts; one that is not the user's yet signs a message
 * naming this account (several: the user picks which), and the server adds it.
 */
export function useAddWallet(user: CurrentUser, onSaved: (user: CurrentUser) => void) {
  const wallet = useWalletAccounts();
  const [choices, setChoices] = useState<Address[]>([]);
  // Said beside the button, not only in a toast: the user has to act in the wallet before retrying.
  const [note, setNote] = useState<string | null>(null);
  // From the wallet's account list to the signature: the wallet may switch to the account picked.
  const release = useRef<(() => void) | null>(null);
  const endHold = () => {
    release.current?.();
    release.current = null;
  };
  useEffect(() => endHold, []);

  const sign = useMutation({
    mutationFn: async (address: Address) => {
      release.current ??= holdAccountSwitch();
      const [nonce, chainId] = await Promise.all([fetchNonce(), wallet.chainId()]);
      const message = buildAddWalletMessage({ address, chainId, nonce, userId: user._id });
      const signature = await wallet.sign(address, message).catch((cause: unknown) => {
        throw new Error(ERROR_MESSAGES.signMessageFailed, { cause });
      });
      return addWallet({ message, signature, address });
    },
    onSuccess: (saved) => {
      setChoices([]);
      onSaved(saved);
      notify.success(SETTINGS_TEXTS.walletAdded);
    },
    onError: (error) => notify.error(error, SETTINGS_TEXTS.walletFailed),
    onSettled: endHold,
  });

  const start = useMutation({
    mutationFn: () => {
      setNote(null);
      setChoices([]);
      endHold();
      release.current = holdAccountSwitch();
      return wallet.request();
    },
    onSuccess: (offered) => {
      const fresh = offered.filter(
        (address) => !user.addresses.some((own) => isSameAddress(own.address, address)),
      );
      if (fresh.length === 0) {
        endHold();
        setNote(SETTINGS_TEXTS.noNewAccount);
      } else if (fresh.length === 1) sign.mutate(fresh[0]!);
      else setChoices(fresh);
    },
    onError: (error) => {
      endHold();
      notify.error(error, ERROR_MESSAGES.connectWalletFailed);
    },
  });

  return {
    start: () => start.mutate(),
    choices,
    note,
    sign: (address: Address) => sign.mutate(address),
    busy: start.isPending || sign.isPending,
  };
}
