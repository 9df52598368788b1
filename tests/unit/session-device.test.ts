import { describe, expect, it } from "vitest";
import { serverI18n } from "~/i18n/catalogues.server";
import { deviceLabel, placeLabel } from "~/modules/account/session-device.server";

const en = serverI18n("en");
const am = serverI18n("am");

const AGENTS = {
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  windowsFirefox:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  macEdge:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  headlessLinux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
};

describe("device label", () => {
  it("names the browser and the system it runs on", () => {
    expect(deviceLabel(AGENTS.androidChrome, "web", en)).toBe("Chrome on Android");
    expect(deviceLabel(AGENTS.windowsFirefox, "web", en)).toBe("Firefox on Windows");
    expect(deviceLabel(AGENTS.iphoneSafari, "web", en)).toBe("Safari on iOS");
    expect(deviceLabel(AGENTS.macEdge, "web", en)).toBe("Microsoft Edge on macOS");
    expect(deviceLabel(AGENTS.headlessLinux, "web", en)).toBe("Chrome on Linux");
  });

  it("says so when it cannot tell, and names an API token whatever its client", () => {
    expect(deviceLabel(null, "web", en)).toBe("Unknown browser");
    expect(deviceLabel("curl/8.5.0", "web", en)).toBe("Unknown browser");
    expect(deviceLabel("okhttp/4.12.0", "api", en)).toBe("TenderLink API");
    expect(deviceLabel(AGENTS.androidChrome, "api", en)).toBe("TenderLink API");
  });

  it("is in Amharic on Amharic pages", () => {
    expect(deviceLabel(AGENTS.androidChrome, "web", am)).toBe("Chrome በAndroid");
    expect(deviceLabel(null, "web", am)).toBe("ያልታወቀ አሳሽ");
    expect(deviceLabel(null, "api", am)).toBe("የTenderLink API");
  });
});

describe("place label", () => {
  it("names the country in the page's language, a private network and an unknown place", () => {
    expect(placeLabel("ET", en)).toBe("Ethiopia");
    expect(placeLabel("ET", am)).toBe("ኢትዮጵያ");
    expect(placeLabel("local", en)).toBe("This network");
    expect(placeLabel("local", am)).toBe("ይህ አውታረ መረብ");
    expect(placeLabel(null, en)).toBe("Unknown place");
    expect(placeLabel("not a code", en)).toBe("Unknown place");
  });
});
