"use client";

import { useRouter } from "next/navigation";
import * as React from "react";

/**
 * Keeps a chat page of the inbox live (`events`: the stream's event names, comma-separated) with JavaScript: it listens to the page's stream
 * (Server-Sent Events) and reads the page again from the server when a message or a change
 * comes, so the transcript, the unread counts and the read mark stay what the server renders.
 * Without JavaScript the page is the same, read again by a reload. Renders nothing.
 */
export function ChatLive({ stream, events }: { stream: string; events: string }) {
  const router = useRouter();
  React.useEffect(() => {
    const source = new EventSource(stream);
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(pending);
      pending = setTimeout(() => router.refresh(), 150);
    };
    for (const name of events.split(",")) source.addEventListener(name, refresh);
    return () => {
      clearTimeout(pending);
      source.close();
    };
  }, [stream, events, router]);
  return null;
}
