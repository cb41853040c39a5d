import { isRouteErrorResponse, useRouteError } from "react-router";
import { ButtonLink } from "@/ui/button-link";
import { Container } from "@/ui/container";

/** Shown when a page throws or its code chunk fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";

  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-fg-muted">{detail}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => location.reload()}
          className="rounded-xl border border-line px-4 py-2 text-sm font-semibold"
        >
          Reload
        </button>
        <ButtonLink to="/">Go home</ButtonLink>
      </div>
    </Container>
  );
}
