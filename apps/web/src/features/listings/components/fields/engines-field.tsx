import { engineFromOption, manualEngine, type ListingEngine } from "@meshlink/domain/validation/game-engine";
import { useState } from "react";
import { Button } from "@/ui/button";
import { CheckboxField } from "@/ui/checkbox-field";
import { FormField, fieldAria } from "@/ui/form-field";
import { inputClasses } from "@/ui/text-field";

type EnginesFieldProps = {
  id: string;
  value: ListingEngine[];
  onChange: (value: ListingEngine[]) => void;
  options: { id: string; name: string }[];
  loading: boolean;
  error?: string;
};

/** Engines from the list as checkboxes, plus free names typed by hand (spec section 5). */
export function EnginesField({ id, value, onChange, options, loading, error }: EnginesFieldProps) {
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
