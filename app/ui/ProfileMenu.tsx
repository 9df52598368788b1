import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode } from "react";
import type { CurrentUser } from "~/server/request-context";

/** A <details> dropdown, so it works without JavaScript; with it, Escape and outside clicks close. */
export function ProfileMenu({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const menu = ref.current;
      if (!menu?.open) return;
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !menu.contains(event.target as Node)
      ) {
        menu.open = false;
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  return (
    <details className="profile-menu" ref={ref}>
      <summary>
        <Trans>Profile</Trans>
      </summary>
      <div className="profile-menu-panel">
        <p className="profile-name">{user.fullname}</p>
        <p className="profile-email">{user.email}</p>
        {children}
      </div>
    </details>
  );
}
