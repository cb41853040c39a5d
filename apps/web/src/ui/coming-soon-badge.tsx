/** Said of a chain MeshLink knows but this server does not follow yet (GET /api/chains, not live). */
export const COMING_SOON = "Coming soon";

/**
 * The "Coming soon" marker after a chain's name. Its leading space keeps it a word of its own in
 * the name a screen reader hears ("Everscale Coming soon"); a flex row does not draw it.
 */
export function ComingSoonBadge() {
  return (
    <>
      {" "}
      <span className="shrink-0 rounded-full bg-amber-500/15 px-2 py-0.5 text-[0.7rem] font-semibold whitespace-nowrap text-amber-800 dark:text-amber-300">
        {COMING_SOON}
      </span>
    </>
  );
}
