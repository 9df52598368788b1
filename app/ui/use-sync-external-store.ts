// @lingui/react imports the shim for React 17; React 18 and later have the hook itself, so the
// shim's copy would only add bytes to every page (vite.config.ts points the import here).
export { useSyncExternalStore } from "react";
