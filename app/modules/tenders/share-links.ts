/** A tender's address for sharing: the same for every reader, who gets the page in their language. */
export function tenderUrl(appUrl: string, id: number): string {
  return `${appUrl}/tenders/${id}`;
}

/** Telegram's own share page: it asks the reader which chat to send `url` and `text` to. */
export function telegramShareUrl(url: string, text: string): string {
  return `https://t.me/share/url?${new URLSearchParams({ url, text })}`;
}
