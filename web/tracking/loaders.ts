import { ga4Event, ga4UserData, pixelEvent, pixelUserData, type TrackEvent } from "./events.ts";
import type { HashedUserData } from "./user-data.ts";

// The two analytics libraries, loaded by adding their script elements at run time: the content
// security policy forbids inline scripts, and allows these hosts only when an id is configured
// (server/plugins/security.ts). Each keeps its own queue until its script arrives.

type Queue = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Queue;
    fbq?: Queue & { callMethod?: Queue; queue?: unknown[]; disablePushState?: boolean };
    _fbq?: unknown;
  }
}

export interface Sink {
  setUser(data: HashedUserData): void;
  send(event: TrackEvent): void;
}

function addScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

export function startGa4(measurementId: string): Sink {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads the Arguments object itself from the data layer, not an array.
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js's documented queue format
      window.dataLayer?.push(arguments);
    };
    window.gtag("js", new Date());
    // Page views are sent by the router (one per route change), not by gtag on load.
    window.gtag("config", measurementId, { send_page_view: false });
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  }
  const gtag = window.gtag;
  return {
    setUser(data) {
      const userData = ga4UserData(data);
      if (userData) gtag("set", "user_data", userData);
    },
    send(event) {
      const [name, params] = ga4Event(event, location.origin);
      gtag("event", name, { ...params, send_to: measurementId });
    },
  };
}

export function startMetaPixel(pixelId: string): Sink {
  if (!window.fbq) {
    // The stub of Meta's loader snippet, as code instead of an inline script.
    const fbq: NonNullable<Window["fbq"]> = Object.assign(
      function stub() {
        // biome-ignore lint/complexity/noArguments: fbevents.js replays this queue as arguments
        const args = arguments;
        if (fbq.callMethod) fbq.callMethod(...Array.from(args));
        else fbq.queue?.push(args);
      },
      { queue: [] as unknown[], loaded: true, version: "2.0" },
    );
    Object.assign(fbq, { push: fbq });
    // Page views come from the router; the pixel must not count history changes itself.
    fbq.disablePushState = true;
    window.fbq = fbq;
    window._fbq = fbq;
    addScript("https://connect.facebook.net/en_US/fbevents.js");
  }
  const fbq = window.fbq;
  let initialised = false;
  return {
    setUser(data) {
      // Called again when the user signs in or out: the latest matching data applies.
      fbq("init", pixelId, pixelUserData(data));
      initialised = true;
    },
    send(event) {
      if (!initialised) fbq("init", pixelId, {});
      initialised = true;
      const [name, params, options] = pixelEvent(event);
      if (options) fbq("trackSingle", pixelId, name, params, options);
      else if (params) fbq("trackSingle", pixelId, name, params);
      else fbq("trackSingle", pixelId, name);
    },
  };
}
