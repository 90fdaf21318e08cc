export const metadata = { title: 'Bare Next page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '24px 16px' }}>{children}</body>
    </html>
  );
}
