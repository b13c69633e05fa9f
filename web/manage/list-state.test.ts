import { describe, expect, it } from "vitest";
import { type ListConfig, readListState, toListQuery, writeListState } from "./list-state.ts";

const config: ListConfig = {
  filters: { role: "role", status: "status" },
  sortable: ["full_name", "create_time"],
  defaultSort: { field: "create_time", direction: "desc" },
  refNames: ["image"],
};

describe("management list state in the URL", () => {
  it("reads search, page, sort and filters, ignoring what the config does not know", () => {
    const state = readListState(
      new URLSearchParams("q=lan&page=3&sort=full_name.asc&role=ADMIN&color=red"),
      config,
    );
    expect(state).toEqual({
      search: "lan",
      page: 3,
      sort: { field: "full_name", direction: "asc" },
      filters: { role: "ADMIN" },
    });
    expect(readListState(new URLSearchParams("page=-2&sort=password.asc"), config)).toEqual({
      search: "",
      page: 1,
      sort: config.defaultSort,
      filters: {},
    });
  });

  it("writes only what differs from the defaults, and reads back the same state", () => {
    const state = {
      search: " an ",
      page: 2,
      sort: { field: "full_name", direction: "asc" as const },
      filters: { status: "BANNED" },
    };
    const params = writeListState(state, config);
    expect(params.toString()).toBe("q=an&status=BANNED&sort=full_name.asc&page=2");
    expect(readListState(params, config)).toEqual({ ...state, search: "an" });
    expect(writeListState(readListState(new URLSearchParams(), config), config).toString()).toBe(
      "",
    );
  });

  it("asks the list API for one page of 24, sorted, then by id for a stable order", () => {
    const query = toListQuery(
      readListState(new URLSearchParams("page=3&role=CLIENT&q=an"), config),
      config,
    );
    expect(query).toEqual({
      search: "an",
      filters: [["role", "=", "CLIENT"]],
      orders: [
        ["create_time", "desc"],
        ["id", "desc"],
      ],
      refNames: ["image"],
      limit: 24,
      offset: 48,
    });
  });
});
