interface ImportMetaEnv {
  /** True in the English browser build, whose messages are in its code (vite.config.ts). */
  readonly MESSAGES_IN_CODE?: boolean;
  /**
   * The one language of a production browser build ("en", "am"; vite.config.ts); undefined on
   * the server and in the dev server, which render every language.
   */
  readonly BROWSER_LOCALE?: "en" | "am";
}
