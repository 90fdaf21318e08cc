/** The error an invoked actor failed with, from its error event (for a transition's action or guard params). */
export const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;
