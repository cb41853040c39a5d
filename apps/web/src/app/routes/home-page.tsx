import { HeroVisual } from "@/app/routes/home/hero-visual";
import { steps, tokenTypes } from "@/app/routes/home/home-content";
import { SupportedChains } from "@/app/routes/home/supported-chains";
import { FeaturedSection } from "@/features/home/components/featured-section";
import { RecentlyListedSection } from "@/features/home/components/recently-listed-section";
import { TopCollectionsSection } from "@/app/routes/home/top-collections-section";
import { TrendingAssetsSection } from "@/features/home/components/trending-assets-section";
import { ButtonLink } from "@/ui/button-link";
import { Container } from "@/ui/container";
import { ArrowRightIcon, LinkIcon } from "@/ui/icons";

export function HomePage() {
  return (
    <>
      <section
        className="relative isolate overflow-hidden bg-[#0a0f2c] text-white"
        aria-labelledby="hero-title"
      >
        <div
          className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgba(99,102,241,0.45),transparent),radial-gradient(40rem_25rem_at_0%_110%,rgba(56,189,248,0.25),transparent)]"
          aria-hidden="true"
        />
        <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium text-indigo-100">
              <LinkIcon width={14} height={14} /> Assets that travel between games
            </p>
            <h1
              id="hero-title"
              className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              The marketplace for{" "}
              <span className="bg-gradient-to-r from-indigo-300 to-sky-300 bg-clip-text text-transparent">
                <span className="whitespace-nowrap">game-ready</span> 3D assets
              </span>
            </h1>
            <p className="mt-6 max-w-xl text-lg text-indigo-100/80">
              MeshLink lets creators mint and list 3D assets as tokens, and lets game studios connect them
              into their games, with royalties paid on-chain every time.
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/browse/assets" size="lg">
                Browse assets <ArrowRightIcon />
              </ButtonLink>
              <ButtonLink
                to="/asset/create"
                size="lg"
                variant="secondary"
                className="!border-white/20 !bg-white/10 !text-white hover:!bg-white/20"
              >
                Create asset
              </ButtonLink>
            </div>
          </div>
          <div className="flex justify-center">
            <HeroVisual />
          </div>
        </Container>
      </section>

      <Container className="pt-20">
        <FeaturedSection />
        <TrendingAssetsSection />
        <TopCollectionsSection />
        <RecentlyListedSection />

        <section aria-labelledby="how-title">
          <h2 id="how-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            How MeshLink works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm">
                <span className="grid size-10 place-items-center rounded-xl bg-indigo-600 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm text-fg-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="chains-title"
          className="mt-20 grid gap-8 rounded-3xl border border-line bg-surface-muted p-8 sm:p-10 lg:grid-cols-2"
        >
          <div>
            <h2 id="chains-title" className="text-2xl font-bold tracking-tight">
              Built for many chains
            </h2>
            <p className="mt-3 text-fg-muted">
              Mint assets as {tokenTypes.join(" or ")} tokens on the chain your game already lives on.
            </p>
          </div>
          <SupportedChains />
        </section>

        <section className="mt-20 flex flex-col items-start justify-between gap-6 rounded-3xl bg-gradient-to-r from-indigo-600 to-violet-600 p-8 text-white sm:flex-row sm:items-center sm:p-10">
          <div>
            <h2 className="text-2xl font-bold">Creator or studio?</h2>
            <p className="mt-2 text-indigo-100">
              Register with your wallet and start listing or integrating assets.
            </p>
          </div>
          <ButtonLink
            to="/register"
            size="lg"
            variant="secondary"
            className="!border-transparent !bg-white !text-indigo-700"
          >
            Register
          </ButtonLink>
        </section>
      </Container>
    </>
  );
}
