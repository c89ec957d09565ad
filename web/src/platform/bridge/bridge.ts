/**
 * The raw native bridge: request/answer over the wire protocol of ./protocol.ts, a queue for calls made
 * before the shell is ready (doc 1 §4: "calls before the bridge is ready are queued and run once ready"),
 * and event subscriptions. Version gates and rejections live in ./native.ts, on top of this.
 */
import type {
  BridgeEvent,
  BridgeEventReplies,
  BridgeEvents,
  BridgeMethod,
  CallMessage,
  NativeInterface,
  ParamsOf,
  ReplyMessage,
  ResultOf,
  ShellMessage,
} from './protocol';

/** The shell answered a call with an error. */
export class BridgeCallError extends Error {
  constructor(
    readonly method: BridgeMethod,
    readonly code: string | number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'BridgeCallError';
  }
}

/** No answer within the call's timeout. */
export class BridgeTimeoutError extends Error {
  constructor(
    readonly method: BridgeMethod,
    readonly timeoutMs: number,
  ) {
    super(`${method}: no answer from the shell within ${timeoutMs} ms`);
    this.name = 'BridgeTimeoutError';
  }
}

export interface CallOptions {
  /** Reject with BridgeTimeoutError after this many ms (counted from the call, queue time included). */
  timeoutMs?: number;
}

type EventHandler<E extends BridgeEvent> = (
  payload: BridgeEvents[E],
  reply: (answer: unknown) => void,
) => void;

export interface Bridge {
  call<M extends BridgeMethod>(method: M, params: ParamsOf<M>, options?: CallOptions): Promise<ResultOf<M>>;
  on<E extends BridgeEvent>(event: E, handler: EventHandler<E>): () => void;
  /** Answer the shell's GetWebInitStatus. */
  setInitialised(value: boolean): void;
  isReady(): boolean;
  /** The shell is ready: flush the queue. Idempotent. */
  markReady(): void;
  /** Handle a shell→page message (what window.__wonderBridge.dispatch calls). */
  dispatch(message: ShellMessage | string): void;
  /** Calls waiting for the shell (for tests and the debug console). */
  queuedCount(): number;
}

export interface BridgeHost {
  /** Find the native interface, or null when the shell has not injected it (yet). */
  findInterface(): Pick<NativeInterface, 'postMessage'> | null;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

interface Pending {
  method: BridgeMethod;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer: unknown;
}

let nextId = 0;

export function createBridge(host: BridgeHost): Bridge {
  const pending = new Map<string, Pending>();
  const queue: { id: string; json: string }[] = [];
  const handlers = new Map<BridgeEvent, Set<EventHandler<BridgeEvent>>>();
  let ready = false;
  let initialised = false;

  function send(id: string, json: string): void {
    const native = host.findInterface();
    if (!ready || !native) {
      queue.push({ id, json });
      return;
    }
    native.postMessage(json);
  }

  function flush(): void {
    const native = host.findInterface();
    if (!native) return;
    while (queue.length > 0) {
      const next = queue.shift();
      if (next) native.postMessage(next.json);
    }
  }

  function settle(
    id: string,
    outcome: { result: unknown } | { error: { code?: string | number; message: string } },
  ) {
    const p = pending.get(id);
    if (!p) return; // late answer after a timeout: ignored
    pending.delete(id);
    host.clearTimeout(p.timer);
    if ('error' in outcome)
      p.reject(new BridgeCallError(p.method, outcome.error.code, outcome.error.message));
    else p.resolve(outcome.result);
  }

  const bridge: Bridge = {
    call(method, params, options = {}) {
      const id = `w${++nextId}`;
      const message: CallMessage = { id, method, params: params ?? {} };
      return new Promise((resolve, reject) => {
        const timer =
          options.timeoutMs !== undefined
            ? host.setTimeout(() => {
                if (!pending.delete(id)) return;
                // A timed-out call that is still queued must not reach the shell later.
                const i = queue.findIndex((q) => q.id === id);
                if (i >= 0) queue.splice(i, 1);
                reject(new BridgeTimeoutError(method, options.timeoutMs ?? 0));
              }, options.timeoutMs)
            : undefined;
        pending.set(id, { method, resolve: resolve as (v: unknown) => void, reject, timer });
        send(id, JSON.stringify(message));
      });
    },

    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      set.add(handler as EventHandler<BridgeEvent>);
      return () => set.delete(handler as EventHandler<BridgeEvent>);
    },

    setInitialised(value) {
      initialised = value;
    },

    isReady: () => ready,

    markReady() {
      if (!host.findInterface()) return;
      ready = true;
      flush();
    },

    dispatch(raw) {
      let message: ShellMessage;
      try {
        message = typeof raw === 'string' ? (JSON.parse(raw) as ShellMessage) : raw;
      } catch {
        return;
      }
      if (!message || typeof message !== 'object') return;
      // Any message proves the shell is alive.
      if (!ready) bridge.markReady();
      if ('event' in message) {
        const reply = (answer: unknown) => {
          if (message.id === undefined) return;
          const r: ReplyMessage = { replyTo: message.id, result: answer };
          send(`reply-${message.id}`, JSON.stringify(r));
        };
        if (message.event === 'GetWebInitStatus') {
          reply({ initialised } satisfies BridgeEventReplies['GetWebInitStatus']);
        }
        for (const h of handlers.get(message.event) ?? []) h((message.payload ?? {}) as never, reply);
        return;
      }
      if ('error' in message) settle(message.id, { error: message.error });
      else if ('result' in message) settle(message.id, { result: message.result });
    },

    queuedCount: () => queue.length,
  };
  return bridge;
}

/** The live window's native interface: the Android/injected object or the iOS message handler. */
export function findWindowInterface(win: Window): Pick<NativeInterface, 'postMessage'> | null {
  const direct = win.WonderNativeBridge;
  if (direct && typeof direct.postMessage === 'function') return direct;
  const ios = win.webkit?.messageHandlers?.WonderNativeBridge;
  if (ios && typeof ios.postMessage === 'function') return { postMessage: (json) => ios.postMessage(json) };
  return null;
}

/**
 * Install the bridge on a window: expose window.__wonderBridge to the shell, become ready at once when the
 * interface is already there, else when the shell calls ready()/dispatch() or, inside the app
 * (`waitForInterface`), when the interface appears (checked every 100 ms for 10 s: Android may inject it after
 * the first script runs). A browser page never gets one: it does not look 100 times (issue 40's trace).
 */
export function installBridge(win: Window, { waitForInterface = true } = {}): Bridge {
  const bridge = createBridge({
    findInterface: () => findWindowInterface(win),
    setTimeout: (fn, ms) => win.setTimeout(fn, ms),
    clearTimeout: (h) => win.clearTimeout(h as number),
  });
  win.__wonderBridge = { dispatch: (m) => bridge.dispatch(m), ready: () => bridge.markReady() };
  bridge.markReady();
  if (!bridge.isReady() && waitForInterface) {
    let tries = 0;
    const timer = win.setInterval(() => {
      tries += 1;
      bridge.markReady();
      if (bridge.isReady() || tries >= 100) win.clearInterval(timer);
    }, 100);
  }
  return bridge;
}
