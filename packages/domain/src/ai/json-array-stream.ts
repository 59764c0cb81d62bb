/**
 * Reads a JSON array of objects as its text arrives in pieces (spec 2 §7 "parsed incrementally"): each
 * complete top-level object is handed out as soon as its closing brace arrives, so the first card shows
 * before the model has finished. Text before the '[' (a model's preamble or a ```json fence) is skipped.
 * Objects that are not valid JSON are reported as malformed rather than ending the stream.
 */
export class JsonArrayStream {
  private started = false;
  private ended = false;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private current = '';
  malformed = 0;

  /** Feeds a piece of text; returns the objects it completed. */
  push(chunk: string): unknown[] {
    const out: unknown[] = [];
    for (const ch of chunk) {
      if (this.ended) break;
      if (!this.started) {
        if (ch === '[') this.started = true;
        continue;
      }
      if (this.depth === 0) {
        if (ch === '{') {
          this.depth = 1;
          this.current = ch;
        } else if (ch === ']') this.ended = true;
        continue;
      }
      this.current += ch;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (ch === '\\') this.escaped = true;
        else if (ch === '"') this.inString = false;
        continue;
      }
      if (ch === '"') this.inString = true;
      else if (ch === '{' || ch === '[') this.depth += 1;
      else if (ch === '}' || ch === ']') {
        this.depth -= 1;
        if (this.depth === 0) {
          try {
            out.push(JSON.parse(this.current));
          } catch {
            this.malformed += 1;
          }
          this.current = '';
        }
      }
    }
    return out;
  }

  /** True once the array's opening bracket was seen. */
  get sawArray(): boolean {
    return this.started;
  }

  /** True once the closing bracket was seen. */
  get complete(): boolean {
    return this.ended;
  }
}
