// A .po catalogue compiled to a module: by lingui() in Vite, by scripts/lingui-hooks.mjs under tsx.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
