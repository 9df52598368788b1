interface ImportMetaEnv {
  /**
   * The one language of a production browser build ("en", "am"; vite.config.ts); undefined on
   * the server and in the dev server, which render every language. The English build ("en")
   * has its messages in its code.
   */
  readonly BROWSER_LOCALE?: "en" | "am";
}
