'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiClient } from '@/runtime/platform/http/apiClients';
import { browserTrackingHub } from '@/runtime/tracking/browserTrackingHub';
import type { TrackingChannel, TrackingHub, TrackingRecord } from '@/runtime/tracking/trackingHub';
import { watchServerConversions } from '@/runtime/tracking/watchServerConversions';
import { watchTrackingRequests } from '@/runtime/tracking/watchTrackingRequests';
import type { ConversionSendsAnswer } from '@/schemas/gateway/conversionSendsAnswer';
import styles from './EventInspector.module.css';

const CHANNELS: readonly TrackingChannel[] = [
  'event',
  'consent',
  'pixel',
  'analytics',
  'heatmap',
  'network',
  'lead',
  'experiment',
  'server',
];

/** One record as the inspector lists it: what, where, whether consent let it happen, and its payload. */
function Row({ record }: { record: TrackingRecord }) {
  return (
    <li className={styles.row} data-channel={record.channel} data-consent={record.consent}>
      <details>
        <summary>
          <span className={styles.channel}>{record.channel}</span>
          {record.service && <span className={styles.service}>{record.service}</span>}
          <span className={styles.name}>{record.name}</span>
          {record.consent && (
            <span className={record.consent === 'allowed' ? styles.allowed : styles.blocked}>
              {record.consent === 'allowed' ? 'consent given' : 'blocked: no consent'}
            </span>
          )}
        </summary>
        <pre className={styles.payload}>{JSON.stringify(record.payload, null, 2) ?? '(no payload)'}</pre>
      </details>
    </li>
  );
}

/**
 * The tester-mode event inspector: a panel listing live every event the funnel emits, every consent change, pixel
 * and analytics call, every request to a tracking service and the server's sends of each sale to the ad networks,
 * with its payload and whether consent allowed it, so a marketer can check a funnel's tracking before publishing it.
 */
export default function EventInspector({ hub = browserTrackingHub() }: { hub?: TrackingHub }) {
  const records = useSyncExternalStore(hub.watch, hub.records, hub.records);
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<TrackingChannel | 'all'>('all');
  useEffect(() => watchTrackingRequests(hub), [hub]);
  useEffect(
    () =>
      watchServerConversions(hub, (orderId) =>
        apiClient('gateway').get<ConversionSendsAnswer>(`/orders/${encodeURIComponent(orderId)}/conversions`),
      ),
    [hub],
  );
  const shown = records.filter((r) => channel === 'all' || r.channel === channel).toReversed();
  return (
    <section className={styles.inspector} aria-label="Event inspector">
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        Tracking · {records.length}
      </button>
      {open && (
        <div className={styles.panel}>
          <label className={styles.filter}>
            Show{' '}
            <select value={channel} onChange={(e) => setChannel(e.target.value as TrackingChannel | 'all')}>
              <option value="all">everything</option>
              {CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          {shown.length === 0 ? (
            <p className={styles.empty}>Nothing yet.</p>
          ) : (
            <ol className={styles.list} aria-live="polite">
              {shown.map((record) => (
                <Row key={record.seq} record={record} />
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
