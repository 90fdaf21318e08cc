import { createTrackingHub, type TrackingHub } from './trackingHub';

let hub: TrackingHub | undefined;

/** The page's one tracking hub, made on first use: the flow emits into it, the tracking services subscribe. */
export function browserTrackingHub(): TrackingHub {
  hub ??= createTrackingHub();
  return hub;
}
