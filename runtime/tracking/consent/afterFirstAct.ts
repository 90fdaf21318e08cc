/**
 * What a visitor does that says a person is reading and acting: a click (once it has landed), a key released, a
 * scroll. Each comes after the browser's first input, which closes the page's largest paint.
 */
const FIRST_ACTS = ['click', 'keyup', 'scroll'] as const;

/** Runs `act` once, after the visitor's first click, key or scroll has been handled. */
export function afterFirstAct(act: () => void): void {
  const once = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, once);
    // After the page's own handlers: the visitor's click does what it was for first.
    setTimeout(act);
  };
  for (const type of FIRST_ACTS) window.addEventListener(type, once, { passive: true });
}
