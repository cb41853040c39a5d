import { USER_TYPE_FILTER_OPTIONS, type UserTypeFilter } from "@meshlink/domain/constants/user-types";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import type { UserListCard } from "@meshlink/domain/users-api.types";
import { useSearchParams } from "react-router";
import { useUserList } from "@/features/profile/api/profile-queries";
import { FilterChips } from "@/ui/filter-chips";
import { PagedList } from "@/ui/paged-list";
import { SearchForm } from "@/ui/search-form";
import { UserCardGrid, UserGridSkeleton } from "@/ui/user-card";
import { ZUserTypeFilter } from "@meshlink/domain/entities/constant-enums";

const cardKey = (card: UserListCard) => card._id;

/**
 * Finding people (spec section 2: user cards, the user list filter All / Studio / Creator): by type
 * and by name, both in the URL so a search can be shared and the back button undoes it.
 */
export function BrowseUsers() {
  const [params, setParams] = useSearchParams();
  const parsedType = ZUserTypeFilter.safeParse(params.get("type"));
  const type: UserTypeFilter = parsedType.success ? parsedType.data : "all";
  const search = params.get("q")?.trim() ?? "";
  const list = useUserList(type, search);
  const update = (change: { type?: UserTypeFilter; search?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const nextType = change.type ?? type;
      const nextSearch = change.search ?? search;
      if (nextType === "all") next.delete("type");
      else next.set("type", nextType);
      if (nextSearch) next.set("q", nextSearch);
      else next.delete("q");
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchForm
          value={search}
          onSearch={(text) => update({ search: text })}
          label="Search people by name"
          placeholder="Search creators and studios ..."
          className="min-w-0 flex-[1_1_16rem]"
        />
        <FilterChips
          label="Show"
          options={USER_TYPE_FILTER_OPTIONS}
          value={type}
          onChange={(value) => update({ type: value })}
        />
      </div>
      <PagedList
        list={list}
        keyOf={cardKey}
        skeleton={<UserGridSkeleton count={8} />}
        empty={EMPTY_STATES.users}
        failed="Getting users failed"
      >
        {(cards) => <UserCardGrid cards={cards} />}
      </PagedList>
    </div>
  );
}
