import { zodResolver } from "@hookform/resolvers/zod";
import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import {
  CUSTOM_EXPIRATION_OPTION,
  DEFAULT_EXPIRATION_CHOICE_INDEX,
  EXPIRATION_CHOICES,
  HOUR_MS,
} from "@meshlink/domain/constants/expiration-choices";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { Clock, ExpirationInput } from "@meshlink/domain/validation/expiration";
import { engineFromOption, manualEngine, type ListingEngine } from "@meshlink/domain/validation/game-engine";
import { isRoyaltyInputAccepted, ROYALTY_PERCENT_MAX } from "@meshlink/domain/validation/royalty";
import { useEffect, useId, useState } from "react";
import { Controller, useForm, type FieldError } from "react-hook-form";
import { Button } from "@/ui/button";
import { CheckboxField } from "@/ui/checkbox-field";
import { Dialog } from "@/ui/dialog";
import { FormField, fieldAria } from "@/ui/form-field";
import { inputClasses, TextField } from "@/ui/text-field";
import { notify } from "@/ui/notify";
import { useGameEngines, usePlatformFeeBps } from "@/features/listings/api/listings-api";
import { useListAsset } from "@/features/listings/hooks/use-list-asset";
import {
  zListAssetForm,
  type ListAssetInput,
  type ListAssetValues,
} from "@/features/listings/list-asset.schema";

type ListAssetModalProps = {
  asset: Pick<AssetDetails, "address" | "tokenId" | "blockchain" | "ercType" | "technicalDescription">;
  clock?: Clock;
};

const pad = (value: number) => String(value).padStart(2, "0");
/** A `datetime-local` value in the browser's zone. */
const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

const expirationOptions = [
  ...EXPIRATION_CHOICES.map((choice, index) => ({ value: String(index), label: choice.label })),
  CUSTOM_EXPIRATION_OPTION,
];

const messageOf = (error: unknown): string | undefined => {
  if (!error || typeof error !== "object") return undefined;
  const field = error as FieldError & Record<string, unknown>;
  if (typeof field.message === "string") return field.message;
  for (const value of Object.values(field)) {
    const nested = messageOf(value);
    if (nested) return nested;
  }
  return undefined;
};

const defaultsOf = (asset: ListAssetModalProps["asset"]): ListAssetInput => ({
  engines: [],
  royalty: "",
  expiration: { kind: "choice", index: DEFAULT_EXPIRATION_CHOICE_INDEX },
  technicalDescription: {
    short: {
      rigged: asset.technicalDescription?.short.rigged ?? false,
      animations: asset.technicalDescription?.short.animations ?? false,
      textures: asset.technicalDescription?.short.textures ?? false,
      polyCount: asset.technicalDescription?.short.polyCount ?? "",
    },
    extended: asset.technicalDescription?.extended ?? "",
    about: asset.technicalDescription?.about ?? "",
  },
  supply: 1,
});

/** Spec sections 2/4/5, issue 7: the owner's "List asset" modal behind the List button. */
export function ListAssetModal({ asset, clock }: ListAssetModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="List asset"
      description="Offer this asset for integration into games."
      trigger={<Button className="w-full sm:w-auto">List</Button>}
    >
      {open ? <ListAssetForm asset={asset} clock={clock} onListed={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function ListAssetForm({ asset, clock, onListed }: ListAssetModalProps & { onListed: () => void }) {
  const id = useId();
  const engines = useGameEngines();
  const fee = usePlatformFeeBps();
  const { submit, running } = useListAsset(asset, onListed);
  const form = useForm<ListAssetInput, unknown, ListAssetValues>({
    resolver: zodResolver(zListAssetForm(clock)),
    defaultValues: defaultsOf(asset),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (engines.isError) notify.error(ERROR_MESSAGES.noGameEngines);
  }, [engines.isError]);

  const singleSupply = asset.ercType === "ERC721";

  return (
    <form
      noValidate
      aria-busy={running}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="-mx-1 flex max-h-[70vh] flex-col gap-4 overflow-y-auto px-1 pb-1"
    >
      <Controller
        control={form.control}
        name="engines"
        render={({ field }) => (
          <EnginesField
            id={`${id}-engines`}
            value={field.value}
            onChange={field.onChange}
            options={engines.data ?? []}
            loading={engines.isPending}
            error={messageOf(errors.engines)}
          />
        )}
      />

      <Controller
        control={form.control}
        name="royalty"
        render={({ field }) => (
          <TextField
            id={`${id}-royalty`}
            label="Royalty fee (%)"
            inputMode="decimal"
            placeholder="e.g. 5.5"
            hint={`Up to ${ROYALTY_PERCENT_MAX}%`}
            value={
              typeof field.value === "string" || typeof field.value === "number" ? String(field.value) : ""
            }
            onChange={(event) => {
              if (isRoyaltyInputAccepted(event.target.value)) field.onChange(event.target.value);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.royalty?.message}
          />
        )}
      />

      <p className="text-sm text-fg-muted" data-testid="platform-fee">
        Platform fee:{" "}
        <span className="font-semibold text-fg">
          {fee.data === null || fee.data === undefined ? "—" : `${fee.data / 100}%`}
        </span>
      </p>

      <Controller
        control={form.control}
        name="expiration"
        render={({ field }) => (
          <ExpirationField
            id={`${id}-expiration`}
            value={field.value as ExpirationInput}
            onChange={field.onChange}
            error={messageOf(errors.expiration)}
            now={clock ?? (() => new Date())}
          />
        )}
      />

      {singleSupply ? null : (
        <TextField
          id={`${id}-supply`}
          label="Supply to list"
          type="number"
          min={1}
          step={1}
          {...form.register("supply")}
          error={errors.supply?.message}
        />
      )}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">Technical description</legend>
        <div className="flex flex-wrap gap-x-4">
          <CheckboxField label="Rigged" {...form.register("technicalDescription.short.rigged")} />
          <CheckboxField label="Animations" {...form.register("technicalDescription.short.animations")} />
          <CheckboxField label="Textures" {...form.register("technicalDescription.short.textures")} />
        </div>
        <TextField
          id={`${id}-poly`}
          label="Polygon count"
          {...form.register("technicalDescription.short.polyCount")}
          error={errors.technicalDescription?.short?.polyCount?.message}
        />
        <FormField
          id={`${id}-extended`}
          label="Details"
          error={errors.technicalDescription?.extended?.message}
        >
          <textarea
            id={`${id}-extended`}
            rows={3}
            className={`${inputClasses} h-auto py-2`}
            {...fieldAria(`${id}-extended`, errors.technicalDescription?.extended?.message)}
            {...form.register("technicalDescription.extended")}
          />
        </FormField>
      </fieldset>

      <Button type="submit" disabled={running} className="w-full">
        {running ? "Listing…" : "List asset"}
      </Button>
    </form>
  );
}

type EnginesFieldProps = {
  id: string;
  value: ListingEngine[];
  onChange: (value: ListingEngine[]) => void;
  options: { id: string; name: string }[];
  loading: boolean;
  error?: string;
};

function EnginesField({ id, value, onChange, options, loading, error }: EnginesFieldProps) {
  const [manual, setManual] = useState("");
  const selected = (engineId: string) => value.some((engine) => engine.engineId === engineId);
  const toggle = (option: { id: string; name: string }, checked: boolean) =>
    onChange(
      checked
        ? [...value, engineFromOption(option)]
        : value.filter((engine) => engine.engineId !== option.id),
    );
  const addManual = () => {
    if (!manual.trim()) return;
    onChange([...value, manualEngine(manual)]);
    setManual("");
  };
  const manualOnes = value.filter((engine) => engine.engineId === null);
  return (
    <FormField id={id} label="Game engines" error={error} asGroup>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        {...fieldAria(id, error)}
        className="flex flex-col gap-2"
      >
        {loading ? <p className="text-sm text-fg-muted">Loading engines…</p> : null}
        <div className="flex flex-wrap gap-x-4">
          {options.map((option) => (
            <CheckboxField
              key={option.id}
              label={option.name}
              checked={selected(option.id)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
          ))}
        </div>
        {manualOnes.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Engines entered by hand">
            {manualOnes.map((engine) => (
              <li
                key={engine.name}
                className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-3 py-1 text-sm"
              >
                {engine.name}
                <button
                  type="button"
                  className="rounded-full px-1 text-fg-muted hover:text-fg"
                  aria-label={`Remove ${engine.name}`}
                  onClick={() => onChange(value.filter((other) => other !== engine))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${id}-manual`} className="sr-only">
            Other engine
          </label>
          <input
            id={`${id}-manual`}
            className={inputClasses}
            placeholder="Other engine"
            value={manual}
            onChange={(event) => setManual(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addManual();
              }
            }}
          />
          <Button type="button" variant="secondary" onClick={addManual}>
            Add engine
          </Button>
        </div>
      </div>
    </FormField>
  );
}

type ExpirationFieldProps = {
  id: string;
  value: ExpirationInput;
  onChange: (value: ExpirationInput) => void;
  error?: string;
  now: Clock;
};

function ExpirationField({ id, value, onChange, error, now }: ExpirationFieldProps) {
  const selectValue = value.kind === "custom" ? CUSTOM_EXPIRATION_OPTION.value : String(value.index);
  return (
    <div className="flex flex-col gap-2">
      <FormField id={id} label="Expiration" error={value.kind === "custom" ? undefined : error}>
        <select
          id={id}
          className={`${inputClasses} appearance-auto`}
          value={selectValue}
          onChange={(event) =>
            onChange(
              event.target.value === CUSTOM_EXPIRATION_OPTION.value
                ? { kind: "custom", date: new Date(now().getTime() + HOUR_MS) }
                : { kind: "choice", index: Number(event.target.value) },
            )
          }
        >
          {expirationOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      {value.kind === "custom" ? (
        <TextField
          id={`${id}-custom`}
          label="Expiration date and time"
          type="datetime-local"
          value={Number.isNaN(value.date.getTime()) ? "" : toLocalInput(value.date)}
          onChange={(event) => onChange({ kind: "custom", date: new Date(event.target.value) })}
          error={error}
        />
      ) : null}
    </div>
  );
}
