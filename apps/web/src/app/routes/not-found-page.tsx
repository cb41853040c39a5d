import { PAGE_TEXTS } from "@meshlink/domain/messages/page-texts";
import { ButtonLink } from "@/ui/button-link";
import { Container } from "@/ui/container";

export function NotFoundPage() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="bg-gradient-to-br from-indigo-500 to-violet-500 bg-clip-text text-7xl font-black tracking-tight text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{PAGE_TEXTS.notFound}</h1>
      <p className="mt-3 max-w-md text-fg-muted">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Back to home
      </ButtonLink>
    </Container>
  );
}
