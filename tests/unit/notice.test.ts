import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Notice, noticeText } from "~/ui/Notice";

const TEXTS = { saved: "Your alert was saved.", "role-changed": "Role updated." };
const params = (query: string) => new URLSearchParams(query);

describe("noticeText", () => {
  it("gives the page's text for a ?notice= code it knows", () => {
    expect(noticeText(params("notice=saved&page=2"), TEXTS)).toBe("Your alert was saved.");
    expect(noticeText(params("notice=role-changed"), TEXTS)).toBe("Role updated.");
  });

  it("gives nothing for no code, an unknown code or a name Object.prototype has", () => {
    for (const query of [
      "",
      "notice=",
      "notice=deleted",
      "notice=constructor",
      "notice=__proto__",
    ]) {
      expect(noticeText(params(query), TEXTS), query).toBeNull();
    }
  });
});

describe("Notice", () => {
  const html = (props: Parameters<typeof Notice>[0]) =>
    renderToStaticMarkup(createElement(Notice, props));

  it("announces errors at once and anything else politely", () => {
    expect(html({ children: "Saved." })).toBe(
      '<p class="alert alert-success" role="status">Saved.</p>',
    );
    expect(html({ tone: "info", children: "Please log in." })).toBe(
      '<p class="alert alert-info" role="status">Please log in.</p>',
    );
    expect(html({ tone: "error", id: "form-error", children: "Refused." })).toBe(
      '<p class="alert alert-error" role="alert" id="form-error">Refused.</p>',
    );
    expect(html({ live: false, children: "Unlinked." })).toBe(
      '<p class="alert alert-success">Unlinked.</p>',
    );
  });

  it("renders nothing without a message", () => {
    expect(html({ children: null })).toBe("");
    expect(html({ tone: "error", children: "" })).toBe("");
  });
});
