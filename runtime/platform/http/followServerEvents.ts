import { apiClient } from './apiClients';

/**
 * Follows a stream of server-sent events at a path of the gateway API (the app's own `/api/v1` by default), each
 * message's JSON handed to `onMessage` (a message that is not JSON is skipped); returns the function that stops.
 * The browser's EventSource reconnects by itself after a dropped connection.
 */
export function followServerEvents(path: string, onMessage: (data: unknown) => void): () => void {
  const events = new EventSource(apiClient('gateway').url(path), { withCredentials: true });
  events.onmessage = (message: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    onMessage(data);
  };
  return () => events.close();
}
