import { ASSET_GENRES, MAX_ASSET_GENRES, type AssetGenre } from "@meshlink/domain/constants/asset-categories";
import { CheckboxField } from "@/ui/checkbox-field";
import { FormField, fieldAria } from "@/ui/form-field";

type GenresFieldProps = {
  id: string;
  value: readonly AssetGenre[];
  onChange: (value: AssetGenre[]) => void;
  error?: string;
};

/** Up to MAX_ASSET_GENRES genres as checkboxes; once that many are ticked the others wait. */
export function GenresField({ id, value, onChange, error }: GenresFieldProps) {
  const full = value.length >= MAX_ASSET_GENRES;
  const toggle = (genre: AssetGenre, checked: boolean) =>
    // Kept in the list's order, so the token's Genre traits read the same way every time.
    onChange(
      ASSET_GENRES.map((entry) => entry.slug).filter((slug) =>
        slug === genre ? checked : value.includes(slug),
      ),
    );
  return (
    <FormField
      id={id}
      label="Genres"
      error={error}
      hint={`Choose up to ${MAX_ASSET_GENRES} (${value.length} chosen)`}
      asGroup
    >
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        {...fieldAria(id, error, true)}
        className="grid grid-cols-2 gap-x-4 sm:grid-cols-4"
      >
        {ASSET_GENRES.map((genre) => {
          const checked = value.includes(genre.slug);
          return (
            <CheckboxField
              key={genre.slug}
              label={genre.label}
              checked={checked}
              disabled={full && !checked}
              className={full && !checked ? "opacity-50" : undefined}
              onChange={(event) => toggle(genre.slug, event.target.checked)}
            />
          );
        })}
      </div>
    </FormField>
  );
}
