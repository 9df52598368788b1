import { describe, expect, it } from "vitest";
import { pageWindow } from "~/ui/Pagination";

describe("pageWindow", () => {
  it("shows every page of a short list", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("shows first, last and two either side of the current page, with gaps", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 8, 9, 10]);
  });

  it("handles a deep page of a very long list", () => {
    expect(pageWindow(5000, 20000)).toEqual([1, null, 4998, 4999, 5000, 5001, 5002, null, 20000]);
  });
});
