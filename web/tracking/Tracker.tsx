import { useEffect, useRef } from "react";
import { useAccount } from "../account/account-query.ts";
import { useAppData } from "../app-context.tsx";
import { PAGE_VIEW_EVENT, type PageViewDetail } from "../frame/page-view.ts";
import { readTrackEvent, TRACK_EVENT, type TrackEvent } from "./events.ts";
import { type Sink, startGa4, startMetaPixel } from "./loaders.ts";
import { hashUserData } from "./user-data.ts";

/**
 * GA4 and Meta Pixel (docs/product/tracking.md), mounted by the app frame only when one of their
 * ids is configured. Listens to the frame's page views and the pages' `app:track` events; the
 * user's e-mail and phone are hashed before the libraries start, so both get them from the first
 * event on. Renders nothing.
 */
export default function Tracker() {
  const { tracking } = useAppData();
  const user = useAccount()?.user;
  const email = user?.email ?? null;
  const phone = user?.phone ?? null;
  const sinks = useRef<Sink[] | null>(null);
  const pending = useRef<TrackEvent[]>([]);
  const lastPath = useRef<string | null>(null);

  // The libraries start once; the events wait in `pending` until they have.
  useEffect(() => {
    const send = (event: TrackEvent) => {
      if (event.name === "page_view") {
        // The frame may announce the page this tracker already counted when it mounted.
        if (event.path === lastPath.current) return;
        lastPath.current = event.path;
      }
      if (sinks.current) for (const sink of sinks.current) sink.send(event);
      else pending.current.push(event);
    };
    const onPageView = (e: Event) => {
      const { path, title } = (e as CustomEvent<PageViewDetail>).detail;
      send({ name: "page_view", path, title });
    };
    const onTrack = (e: Event) => {
      const event = readTrackEvent((e as CustomEvent).detail);
      if (event) send(event);
    };
    window.addEventListener(PAGE_VIEW_EVENT, onPageView);
    window.addEventListener(TRACK_EVENT, onTrack);
    // The page shown when this (lazily loaded) tracker arrived was announced before it listened.
    send({
      name: "page_view",
      path: `${location.pathname}${location.search}`,
      title: document.title,
    });
    return () => {
      window.removeEventListener(PAGE_VIEW_EVENT, onPageView);
      window.removeEventListener(TRACK_EVENT, onTrack);
    };
  }, []);

  useEffect(() => {
    let active = true;
    void hashUserData({ email, phone }).then((data) => {
      if (!active) return;
      if (!sinks.current) {
        const started: Sink[] = [];
        if (tracking.ga4Id) started.push(startGa4(tracking.ga4Id));
        if (tracking.metaPixelId) started.push(startMetaPixel(tracking.metaPixelId));
        sinks.current = started;
      }
      for (const sink of sinks.current) sink.setUser(data);
      const queued = pending.current.splice(0);
      for (const event of queued) for (const sink of sinks.current) sink.send(event);
    });
    return () => {
      active = false;
    };
  }, [email, phone, tracking.ga4Id, tracking.metaPixelId]);

  return null;
}
