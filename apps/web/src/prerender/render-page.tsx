import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Providers } from "@/app/providers";
import { routes } from "@/app/routes";

/**
 * The markup a signed-out visitor's browser would first draw for `path`, with no data yet (each
 * page's own loading state), for the build to put in the page's HTML: the header, footer and the
 * page's first screen paint with the CSS alone, before any script has run. For that visitor the
 * client hydrates it, so its first render must match this markup; anyone else gets it drawn anew
 * (main.tsx).
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${path} answers a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
