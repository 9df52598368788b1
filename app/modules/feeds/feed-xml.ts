// Plain escaping: the `feed` package's CDATA split only the first `]]>`, letting a title inject.

// Characters XML 1.0 cannot carry: a reader refuses the whole feed for one, so they are dropped.
const NOT_XML_CHAR = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function xmlText(value: string): string {
  return value.replace(NOT_XML_CHAR, "").replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

interface FeedEntry {
  title: string;
  link: string;
  summary: string;
  date: Date;
}

export interface FeedChannel {
  title: string;
  description: string;
  language: string;
  link: string;
  selfRss: string;
  selfAtom: string;
  updated: Date;
  copyright: string;
  entries: FeedEntry[];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

const element = (name: string, text: string, attributes = "") =>
  `<${name}${attributes}>${xmlText(text)}</${name}>`;

export function rss2(channel: FeedChannel): string {
  const items = channel.entries.map((entry) =>
    [
      "<item>",
      element("title", entry.title),
      element("link", entry.link),
      element("guid", entry.link, ' isPermaLink="true"'),
      element("pubDate", entry.date.toUTCString()),
      element("description", entry.summary),
      "</item>",
    ].join(""),
  );
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", channel.title),
    element("link", channel.link),
    element("description", channel.description),
    element("language", channel.language),
    element("lastBuildDate", channel.updated.toUTCString()),
    element("generator", "TenderLink"),
    element("copyright", channel.copyright),
    `<atom:link href="${xmlText(channel.selfRss)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}

export function atom1(channel: FeedChannel): string {
  const entries = channel.entries.map((entry) =>
    [
      "<entry>",
      element("title", entry.title, ' type="text"'),
      element("id", entry.link),
      `<link href="${xmlText(entry.link)}"/>`,
      element("updated", entry.date.toISOString()),
      element("summary", entry.summary, ' type="text"'),
      "</entry>",
    ].join(""),
  );
  return [
    XML_DECLARATION,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(channel.language)}">`,
    element("id", channel.link),
    element("title", channel.title, ' type="text"'),
    element("subtitle", channel.description, ' type="text"'),
    element("updated", channel.updated.toISOString()),
    element("generator", "TenderLink"),
    element("rights", channel.copyright, ' type="text"'),
    "<author><name>TenderLink</name></author>",
    `<link rel="alternate" href="${xmlText(channel.link)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${xmlText(channel.selfAtom)}"/>`,
    ...entries,
    "</feed>",
  ].join("\n");
}
