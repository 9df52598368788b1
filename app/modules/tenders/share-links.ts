/** No language in it: each reader gets the page in their own. */
export function tenderUrl(appUrl: string, id: number): string {
  return `${appUrl}/tenders/${id}`;
}

export function telegramShareUrl(url: string, text: string): string {
  return `https://t.me/share/url?${new URLSearchParams({ url, text })}`;
}
