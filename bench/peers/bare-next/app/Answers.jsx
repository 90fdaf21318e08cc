'use client';

import { useState } from 'react';

export function Answers({ options }) {
  const [chosen, setChosen] = useState(null);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {options.map((label) => (
        <button
          key={label}
          type="button"
          aria-pressed={chosen === label}
          onClick={() => setChosen(label)}
          style={{ padding: 16, fontSize: 18, borderRadius: 12, border: '1px solid #888' }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
