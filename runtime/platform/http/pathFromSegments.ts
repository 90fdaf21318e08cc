import { decodablePath } from './decodablePath';

/**
 * The path a catch-all route's segments spell (`['questions', 'zodiac-sign']` is `questions/zodiac-sign`), each
 * decoded when it decodes; nothing for no segments.
 */
export function pathFromSegments(segments: string[] | undefined): string | undefined {
  return (
    segments?.map((segment) => (decodablePath(segment) ? decodeURIComponent(segment) : segment)).join('/') || undefined
  );
}
