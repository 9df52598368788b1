interface ImportMetaEnv {
  /** True in the English browser build, whose messages are in its code (vite.config.ts). */
  readonly MESSAGES_IN_CODE?: boolean;
}
