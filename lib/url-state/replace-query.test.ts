import { describe, expect, it } from "vitest";
import { hrefWithQuery, setOrRemove } from "./replace-query";

const address = { pathname: "/aman-miami-beach/", search: "?down=25", hash: "#monthly-cost" };

describe("hrefWithQuery", () => {
  it("puts the query in place of the address's, keeping the path and the hash", () => {
    expect(hrefWithQuery(address, new URLSearchParams("down=20&term=15"))).toBe("/aman-miami-beach/?down=20&term=15#monthly-cost");
  });

  it("leaves no question mark for an empty query", () => {
    expect(hrefWithQuery(address, new URLSearchParams())).toBe("/aman-miami-beach/#monthly-cost");
    expect(hrefWithQuery({ pathname: "/buy/", search: "?q=spa", hash: "" }, new URLSearchParams())).toBe("/buy/");
  });

  it("is null when the address already has that query, so nothing is written", () => {
    expect(hrefWithQuery(address, new URLSearchParams("down=25"))).toBeNull();
    expect(hrefWithQuery({ pathname: "/buy/", search: "", hash: "" }, new URLSearchParams())).toBeNull();
  });
});

describe("setOrRemove", () => {
  it("sets a key, replacing every value it had", () => {
    expect(setOrRemove(new URLSearchParams("unit=a&unit=b&down=25"), "unit", "c").toString()).toBe("unit=c&down=25");
  });

  it("removes the key for null and keeps the other parameters", () => {
    const params = new URLSearchParams("unit=a&down=25");
    expect(setOrRemove(params, "unit", null)).toBe(params);
    expect(params.toString()).toBe("down=25");
  });
});
