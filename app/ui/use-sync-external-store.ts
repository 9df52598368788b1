// @lingui/react imports React 17's shim; vite.config.ts points it here to save its bytes.
export { useSyncExternalStore } from "react";
