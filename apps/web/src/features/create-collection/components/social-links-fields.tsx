import { SOCIAL_NAMES, type SocialName } from "@meshlink/domain/constants/social-names";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { TextField } from "@/ui/text-field";
import type { CreateCollectionForm } from "@/features/create-collection/create-collection.schema";

const LABELS: Record<SocialName, { label: string; placeholder: string }> = {
  WEBSITE: { label: "Website", placeholder: "https://example.com" },
  X: { label: "X", placeholder: "https://x.com/yourstudio" },
  TELEGRAM: { label: "Telegram", placeholder: "https://t.me/yourstudio" },
  INSTAGRAM: { label: "Instagram", placeholder: "https://instagram.com/yourstudio" },
  DISCORD: { label: "Discord", placeholder: "https://discord.gg/invite" },
};

type SocialLinksFieldsProps = {
  register: UseFormRegister<CreateCollectionForm>;
  errors?: FieldErrors<CreateCollectionForm>["socials"];
};

/** WEBSITE, X, TELEGRAM, INSTAGRAM, DISCORD (spec section 3); all optional. */
export function SocialLinksFields({ register, errors }: SocialLinksFieldsProps) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium">Social links</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_NAMES.map((name) => (
          <TextField
            key={name}
            type="url"
            inputMode="url"
            label={LABELS[name].label}
            placeholder={LABELS[name].placeholder}
            error={errors?.[name]?.message}
            {...register(`socials.${name}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
