/**
 * Lets the browser run what waits (input, painting, the network) before the caller goes on: work cut
 * into slices awaits this between them, so each slice is a task of its own (issue 15). The
 * continuation goes first among the tasks queued meanwhile where the browser can say so
 * (scheduler.yield), else after them (a message, which no timer clamping delays).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
