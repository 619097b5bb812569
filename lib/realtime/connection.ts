/**
 * The browser's realtime connection, framework-free (the hook in ./client.ts wraps
 * it; tests drive it in Node). One per tab: every mounted hook adds its channels,
 * and the transport carries their union on one connection (one EventSource, or
 * one Pusher socket). Events are handed out once: ids already delivered are
 * dropped, so a replay that overlaps live events shows nothing twice.
 */
export type ReceivedEvent = { id: number; channel: string; type: string; data: unknown };

export type TransportHooks = {
  deliver: (event: ReceivedEvent) => void;
  setConnected: (connected: boolean) => void;
  /** The newest id delivered (or the start id from the config): where a replay starts. */
  lastId: () => number;
};

/**
 * `setChannels`: the union of every listener's channels; `from`, when listeners were added, is the
 * smallest id they subscribed at — the transport delivers their channels' events after it (replayed
 * from the log where needed), so a listener that reads its data after subscribing misses nothing.
 */
export type Transport = { setChannels: (channels: readonly string[], from?: number) => void; close: () => void };

/** The log's events of these channels after an id (GET /api/realtime/events). */
export type Replay = (channels: string[], after: number) => Promise<ReceivedEvent[]>;

/**
 * A listener whose data was read before it subscribed (a server-rendered page) says at which log id:
 * `since`. Events of its channels after that id that the tab had already handed out, or never
 * received (the tab connected later), are read from the log for it; `onGapLost` is called with the
 * error if that read fails, so the screen can read its data again instead (or learn it was signed out).
 */
export type SubscribeOptions = { since?: number; onGapLost?: (error: unknown) => void };

type Listener = { channels: ReadonlySet<string>; fn: (event: ReceivedEvent) => void };

const REMEMBERED_IDS = 5_000;

export class RealtimeConnection {
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<(connected: boolean) => void>();
  private readonly seen = new Set<number>();
  private readonly seenOrder: number[] = [];
  private readonly transport: Transport;
  private latest: number;
  private scheduled = false;
  /** The id the first listener added since the last reconcile subscribed at (ids only grow, so the smallest). */
  private pendingFrom: number | undefined;
  connected = false;

  constructor(
    createTransport: (hooks: TransportHooks) => Transport,
    startId = 0,
    private readonly replay?: Replay,
  ) {
    this.latest = startId;
    this.transport = createTransport({
      deliver: (event) => this.deliver(event),
      setConnected: (connected) => this.setConnected(connected),
      lastId: () => this.latest,
    });
  }

  /**
   * Receive the events of these channels; returns the function that stops it. Every event of theirs
   * logged after this call is delivered, also one that reached the tab on another channel first: data
   * read after subscribing, plus the events, is complete. With `since` (SubscribeOptions), so is data
   * read at that log id before subscribing.
   */
  subscribe(channels: readonly string[], fn: (event: ReceivedEvent) => void, options: SubscribeOptions = {}): () => void {
    const listener: Listener = { channels: new Set(channels), fn };
    this.listeners.add(listener);
    this.pendingFrom ??= this.latest;
    this.reconcile();
    const { since } = options;
    // Every event after `latest` reaches this listener (the transport carries its channels from there
    // on); those in (since, latest] came before it, or before the tab connected.
    if (since !== undefined && since < this.latest) this.fillGap(listener, since, this.latest, options.onGapLost);
    return () => {
      this.listeners.delete(listener);
      this.reconcile();
    };
  }

  /** Hands one listener its channels' logged events in (since, upTo], except those it heard live meanwhile. */
  private fillGap(listener: Listener, since: number, upTo: number, onGapLost?: (error: unknown) => void): void {
    const heard = new Set<number>();
    const live = listener.fn;
    listener.fn = (event) => {
      heard.add(event.id);
      live(event);
    };
    const done = () => void (listener.fn = live);
    const read = this.replay ? this.replay([...listener.channels], since) : Promise.reject(new Error("no replay"));
    read.then(
      (events) => {
        done();
        for (const event of events) if (this.listeners.has(listener) && event.id <= upTo && !heard.has(event.id)) live(event);
      },
      (error: unknown) => {
        done();
        if (this.listeners.has(listener)) onGapLost?.(error);
      },
    );
  }

  onStatus(fn: (connected: boolean) => void): () => void {
    this.statusListeners.add(fn);
    fn(this.connected);
    return () => this.statusListeners.delete(fn);
  }

  close(): void {
    this.listeners.clear();
    this.transport.close();
  }

  /** Hooks mount and unmount in bursts (a screen change): the channel set is settled once per tick. */
  private reconcile(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      const union = new Set<string>();
      for (const l of this.listeners) for (const c of l.channels) union.add(c);
      const from = this.pendingFrom;
      this.pendingFrom = undefined;
      this.transport.setChannels([...union].sort(), from);
    });
  }

  private deliver(event: ReceivedEvent): void {
    if (!Number.isSafeInteger(event.id) || this.seen.has(event.id)) return;
    this.seen.add(event.id);
    this.seenOrder.push(event.id);
    if (this.seenOrder.length > REMEMBERED_IDS) this.seen.delete(this.seenOrder.shift()!);
    this.latest = Math.max(this.latest, event.id);
    for (const l of [...this.listeners]) if (l.channels.has(event.channel)) l.fn(event);
  }

  private setConnected(connected: boolean): void {
    if (connected === this.connected) return;
    this.connected = connected;
    for (const fn of [...this.statusListeners]) fn(connected);
  }
}
