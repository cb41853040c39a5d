// Spec section 7: the live connection lives at /api/ws on the page's own host, over wss when the
// page is served over https (browsers refuse a plain ws:// socket from a secure page).
export const liveConnectionUrl = (location: Pick<Location, "protocol" | "host">): string =>
  `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/ws`;
