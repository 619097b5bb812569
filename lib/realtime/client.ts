"use client";

/**
 * The one hook screens use to receive realtime events, whatever the transport.
 * This file fixes the shape only; the transports land on the `realtime` branch.
 */
export type ReceivedEvent = { channel: string; type: string; data: unknown };

export function useRealtime(channels: readonly string[], onEvent: (event: ReceivedEvent) => void): { connected: boolean } {
  void channels;
  void onEvent;
  return { connected: false };
}
