import { readFileSync, statSync } from 'node:fs';

/**
 * The built index.html, read again only when a deploy replaced it (a new
 * build lands in the same folder while the server runs).
 */
export function indexTemplate(file: string): () => string | null {
  let cached: { stamp: string; html: string } | null = null;
  return () => {
    try {
      const stats = statSync(file);
      const stamp = `${stats.mtimeMs}:${stats.size}`;
      if (cached?.stamp !== stamp) cached = { stamp, html: readFileSync(file, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
}
