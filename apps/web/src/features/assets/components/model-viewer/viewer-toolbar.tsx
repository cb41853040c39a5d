import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { LIGHTINGS, type LightingId } from "@/features/assets/components/model-viewer/lighting";
import type { Shading } from "@/features/assets/components/model-viewer/shading";
import {
  CubeIcon,
  ExpandIcon,
  OrbitIcon,
  PauseIcon,
  PlayIcon,
  ResetViewIcon,
  ShrinkIcon,
  SlidersIcon,
} from "@/ui/icons";

const SHADINGS: { value: Shading; label: string }[] = [
  { value: "textured", label: "Textured" },
  { value: "clay", label: "Clay" },
  { value: "wireframe", label: "Wireframe" },
];

export type ViewerToolbarProps = {
  autoRotate: boolean;
  onAutoRotate: (on: boolean) => void;
  onResetCamera: () => void;
  shading: Shading;
  wireframe: boolean;
  onShading: (shading: Shading) => void;
  lighting: LightingId;
  onLighting: (lighting: LightingId) => void;
  animations: string[];
  animation: string | undefined;
  onAnimation: (name: string) => void;
  playing: boolean;
  onPlay: (play: boolean) => void;
  canActivateAR: boolean;
  onActivateAR: () => void;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  /** Where the display menu opens: inside the viewer, so it shows in fullscreen too. */
  menuContainer: HTMLElement | null;
};

const buttonClasses =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-fg-muted transition-colors " +
  "hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-indigo-500 " +
  "aria-pressed:bg-indigo-600 aria-pressed:text-white";
const menuItemClasses =
  "flex cursor-pointer items-center gap-2 rounded-lg py-1.5 pr-3 pl-7 text-sm outline-none " +
  "data-[highlighted]:bg-surface-muted relative";

/** The Model View's controls, as Sketchfab and Fab users expect them; each is a labelled button. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const animationLabel = useId();
  const { animations, fullscreen } = props;
  return (
    <div
      role="toolbar"
      aria-label="3D viewer controls"
      className="flex shrink-0 flex-wrap items-center gap-1 border-t border-line bg-surface-raised p-1.5"
    >
      {animations.length > 0 ? (
        <div className="flex min-w-0 items-center gap-1">
          <button
            type="button"
            className={buttonClasses}
            aria-label={props.playing ? "Pause animation" : "Play animation"}
            title={props.playing ? "Pause animation" : "Play animation"}
            onClick={() => props.onPlay(!props.playing)}
          >
            {props.playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <label htmlFor={animationLabel} className="sr-only">
            Animation
          </label>
          <select
            id={animationLabel}
            value={props.animation ?? animations[0]}
            onChange={(event) => props.onAnimation(event.target.value)}
            className="h-9 max-w-36 min-w-0 truncate rounded-lg border border-line bg-surface-raised px-2 text-sm"
          >
            {animations.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="ml-auto flex items-center gap-1">
        <button
          type="button"
          className={buttonClasses}
          aria-label="Auto-rotate"
          title="Auto-rotate"
          aria-pressed={props.autoRotate}
          onClick={() => props.onAutoRotate(!props.autoRotate)}
        >
          <OrbitIcon />
        </button>
        <button
          type="button"
          className={buttonClasses}
          aria-label="Reset camera"
          title="Reset camera"
          onClick={props.onResetCamera}
        >
          <ResetViewIcon />
        </button>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            className={buttonClasses}
            aria-label="Shading and lighting"
            title="Shading and lighting"
          >
            <SlidersIcon />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal container={props.menuContainer}>
            <DropdownMenu.Content
              align="end"
              side="top"
              sideOffset={8}
              className="z-50 min-w-48 rounded-xl border border-line bg-surface-raised p-1 text-fg shadow-xl"
            >
              <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-fg-muted uppercase">
                Shading
              </DropdownMenu.Label>
              <DropdownMenu.RadioGroup
                value={props.shading}
                onValueChange={(value) => props.onShading(value as Shading)}
              >
                {SHADINGS.filter(({ value }) => value !== "wireframe" || props.wireframe).map(
                  ({ value, label }) => (
                    <MenuRadio key={value} value={value} label={label} />
                  ),
                )}
              </DropdownMenu.RadioGroup>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-fg-muted uppercase">
                Lighting
              </DropdownMenu.Label>
              <DropdownMenu.RadioGroup
                value={props.lighting}
                onValueChange={(value) => props.onLighting(value as LightingId)}
              >
                {LIGHTINGS.map(({ id, label }) => (
                  <MenuRadio key={id} value={id} label={label} />
                ))}
              </DropdownMenu.RadioGroup>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        {props.canActivateAR ? (
          <button
            type="button"
            className={cn(buttonClasses, "sm:w-auto sm:gap-1.5 sm:px-2 sm:text-sm sm:font-medium")}
            aria-label="View in your space"
            title="View in your space (augmented reality)"
            onClick={props.onActivateAR}
          >
            <CubeIcon />
            <span className="hidden sm:inline" aria-hidden="true">
              View in your space
            </span>
          </button>
        ) : null}
        {fullscreen.supported ? (
          <button
            type="button"
            className={buttonClasses}
            aria-label="Fullscreen"
            title={fullscreen.active ? "Exit fullscreen" : "Fullscreen"}
            aria-pressed={fullscreen.active}
            onClick={fullscreen.toggle}
          >
            {fullscreen.active ? <ShrinkIcon /> : <ExpandIcon />}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function MenuRadio({ value, label }: { value: string; label: string }) {
  return (
    <DropdownMenu.RadioItem value={value} className={menuItemClasses}>
      <DropdownMenu.ItemIndicator className="absolute left-2.5">
        <span aria-hidden="true" className="block size-2 rounded-full bg-indigo-600" />
      </DropdownMenu.ItemIndicator>
      {label}
    </DropdownMenu.RadioItem>
  );
}
