/**
 * The not-found page. Its link is a plain one: the root not-found page comes with every page's scripts, and the
 * client router's link would put its weight on every funnel's first step.
 */
export default function NotFound() {
  return (
    <main>
      <h1>This path is not written in the stars</h1>
      <p className="subtitle">The page you are looking for does not exist or has moved.</p>
      <a href="/">Back to the start</a>
    </main>
  );
}
