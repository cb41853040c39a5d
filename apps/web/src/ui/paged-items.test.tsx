import { useInfiniteQuery } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PagedItems } from "@/ui/paged-items";
import { renderWithQuery } from "@/test/render-with-query";

type Item = { id: string };
type Page = { data: Item[]; nextCursor: number | null };

const itemKey = (item: Item) => item.id;

/** Pages answered one by one: `pages[n]` answers page n, a rejection when it is an Error. */
function renderPaged(pages: (Page | Error | Promise<Page>)[], options: { loadingMore?: string } = {}) {
  const fetched = vi.fn((cursor: number) => {
    const page = pages[cursor]!;
    return page instanceof Error ? Promise.reject(page) : Promise.resolve(page);
  });
  function List() {
    const list = useInfiniteQuery({
      queryKey: ["paged-items-test"],
      queryFn: ({ pageParam }) => fetched(pageParam),
      initialPageParam: 0,
      getNextPageParam: (last: Page) => last.nextCursor,
    });
    if (list.isPending) return <p>Loading</p>;
    return (
      <PagedItems
        list={list}
        keyOf={itemKey}
        empty={<p>No items</p>}
        failed="Getting items failed"
        loadingMore={options.loadingMore ? <p>{options.loadingMore}</p> : undefined}
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item.id}>{item.id}</li>
            ))}
          </ul>
        )}
      </PagedItems>
    );
  }
  renderWithQuery(<List />);
  return { fetched };
}

const shown = () => screen.getAllByRole("listitem").map((item) => item.textContent);

afterEach(() => vi.unstubAllGlobals());

describe("PagedItems", () => {
  it("adds the next page on Load more, showing an item a later page repeats once", async () => {
    renderPaged([
      { data: [{ id: "a" }, { id: "b" }], nextCursor: 1 },
      { data: [{ id: "b" }, { id: "c" }], nextCursor: null },
    ]);
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    await screen.findByText("c");
    expect(shown()).toEqual(["a", "b", "c"]);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("shows its empty state when the pages hold no item", async () => {
    renderPaged([{ data: [], nextCursor: null }]);
    expect(await screen.findByText("No items")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("says a next page failed and loads it again from Try again", async () => {
    const { fetched } = renderPaged([{ data: [{ id: "a" }], nextCursor: 1 }, new Error("offline")]);
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Getting items failed");
    expect(shown()).toEqual(["a"]);

    fetched.mockResolvedValueOnce({ data: [{ id: "b" }], nextCursor: null });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("b");
    expect(shown()).toEqual(["a", "b"]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows what it is given below the items while the next page loads, and marks the list busy", async () => {
    let answer: (page: Page) => void = () => undefined;
    renderPaged(
      [
        { data: [{ id: "a" }], nextCursor: 1 },
        new Promise<Page>((resolve) => {
          answer = resolve;
        }),
      ],
      { loadingMore: "More loading" },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByText("More loading")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Loading…" })).toBeDisabled();
    expect(screen.getByRole("list").parentElement).toHaveAttribute("aria-busy", "true");

    act(() => answer({ data: [{ id: "b" }], nextCursor: null }));
    await screen.findByText("b");
    expect(screen.queryByText("More loading")).not.toBeInTheDocument();
  });

  it("loads the next page when the end of the list scrolls into view", async () => {
    const observed: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { fetched } = renderPaged([
      { data: [{ id: "a" }], nextCursor: 1 },
      { data: [{ id: "b" }], nextCursor: null },
    ]);
    await screen.findByText("a");
    act(() =>
      observed.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    await screen.findByText("b");
    expect(fetched).toHaveBeenLastCalledWith(1);
  });
});
