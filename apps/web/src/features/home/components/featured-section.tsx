import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { useFeaturedSlides } from "@/features/home/api/featured-queries";
import { HomeSection, SectionError } from "@/features/home/components/home-section";
import { EmptyState } from "@/ui/empty-state";
import { Skeleton } from "@/ui/skeleton";

// Embla loads beside the slides' request rather than with the first page's JavaScript: the
// section asks for both as it mounts, so neither waits for the other.
const loadCarousel = () => import("@/features/home/components/featured-carousel");
const FeaturedCarousel = lazy(loadCarousel);

// As many placeholders as slides in view up to 1280 px (spec section 9).
const SKELETON_SLIDES = ["block", "hidden sm:block", "hidden lg:block", "hidden xl:block"];

function SlidesSkeleton() {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        Loading featured collections
      </span>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {SKELETON_SLIDES.map((shown) => (
          <Skeleton key={shown} className={`aspect-[4/3] ${shown}`} />
        ))}
      </div>
    </div>
  );
}

/** The featured collections (admin's pick, else top by volume) in the home page's carousel. */
export function FeaturedSection() {
  const featured = useFeaturedSlides();
  // The slides draw in a deferred render, which React slices (see AssetRow).
  const slides = useDeferredValue(featured.data);
  useEffect(() => {
    void loadCarousel();
  }, []);
  return (
    <HomeSection
      id="featured"
      title="Featured collections"
      viewAll={{ to: "/browse/collections?sort=volume&period=7D", label: "collections" }}
    >
      {featured.isError ? (
        <SectionError title={ERROR_MESSAGES.collectionsFailed} onRetry={() => void featured.refetch()} />
      ) : slides === undefined ? (
        <SlidesSkeleton />
      ) : slides.length === 0 ? (
        <EmptyState title={EMPTY_STATES.collections} />
      ) : (
        <Suspense fallback={<SlidesSkeleton />}>
          <FeaturedCarousel slides={slides} labelledBy="featured-title" />
        </Suspense>
      )}
    </HomeSection>
  );
}
