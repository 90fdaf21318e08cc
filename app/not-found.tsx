import Link from 'next/link';

export default function NotFound() {
  return (
    <main>
      <h1>This path is not written in the stars</h1>
      <p className="subtitle">The page you are looking for does not exist or has moved.</p>
      <Link href="/">Back to the start</Link>
    </main>
  );
}
