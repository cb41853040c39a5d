import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { isSameAddress } from "@meshlink/domain/entities/address";
import { useMutation } from "@tanstack/react-query";
import { setDefaultAddress } from "@/features/settings/api/settings-api";
import { useAddWallet } from "@/features/settings/hooks/use-add-wallet";
import { SETTINGS_TEXTS } from "@/features/settings/settings-texts";
import { Button } from "@/ui/button";
import { notify } from "@/ui/notify";

type WalletsSectionProps = { user: CurrentUser; onSaved: (user: CurrentUser) => void };

/** The user's wallets (spec section 3 `addresses`), the default marked, and adding another. */
export function WalletsSection({ user, onSaved }: WalletsSectionProps) {
  const adding = useAddWallet(user, onSaved);
  const makeDefault = useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: (saved) => {
      onSaved(saved);
      notify.success(SETTINGS_TEXTS.defaultChanged);
    },
    onError: (error) => notify.error(error, SETTINGS_TEXTS.walletFailed),
  });
  const defaultAddress = user.defaultAdress?.address ?? user.address;

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Your wallets">
        {user.addresses.map(({ address }) => {
          const isDefault = isSameAddress(address, defaultAddress);
          return (
            <li
              key={address}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
            >
              <span className="min-w-0 font-mono text-sm break-all">{address}</span>
              {isDefault ? (
                <span className="rounded-full bg-indigo-500/10 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 dark:text-indigo-200">
                  Default
                </span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Make ${address} the default wallet`}
                  disabled={makeDefault.isPending}
                  onClick={() => makeDefault.mutate(address)}
                >
                  Make default
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {adding.choices.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Which account should sign?</legend>
          {adding.choices.map((address) => (
            <Button
              key={address}
              variant="secondary"
              size="sm"
              className="w-full justify-start font-mono sm:w-auto"
              disabled={adding.busy}
              onClick={() => adding.sign(address)}
            >
              {address}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <div>
        <Button onClick={adding.start} disabled={adding.busy}>
          {adding.busy ? "Waiting for your wallet…" : "Add wallet"}
        </Button>
        <p role="status" className="mt-2 text-sm text-fg-muted empty:hidden">
          {adding.note}
        </p>
      </div>
    </div>
  );
}
