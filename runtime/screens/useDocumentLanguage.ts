import { useEffect } from 'react';

/** Keeps the document's language (`<html lang>`) the one the visit is shown in, as the visitor switches. */
export function useDocumentLanguage(locale: string): void {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
