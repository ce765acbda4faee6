import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mapper, type ColumnsFile, type FeedContext } from './formats.js';
import { collect, type FeedFile, type RawRecord } from './feed-file.js';

/**
 * Google Merchant Center product data as RSS 2.0 XML: `<rss><channel><item>` with the
 * attributes in the `g:` namespace (`g:id`, `g:title`, `g:price` as `1299.00 EUR`,
 * `g:sale_price` with `g:sale_price_effective_date`, `g:availability`, `g:condition`,
 * `g:link`, `g:brand`, `g:mpn`, `g:gtin`, `g:product_type`). Items read like the rows of
 * Google's TSV form. A file that is not well-formed XML, or not an RSS feed, stops the
 * publish with its line; a bad item is skipped and reported at the line it starts on.
 */

export class MalformedFeedError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
  }
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'item',
});

/** Line each `<item>` starts on, in document order. */
function itemLines(text: string): number[] {
  const lines: number[] = [];
  const re = /<(?:[\w-]+:)?item[\s>/]/g;
  const stripped = text.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, ' '));
  let line = 1;
  let last = 0;
  for (const m of stripped.matchAll(re)) {
    for (let i = last; i < m.index!; i++) if (stripped[i] === '\n') line++;
    last = m.index!;
    lines.push(line);
  }
  return lines;
}

const text = (v: unknown): string | undefined => {
  if (v === undefined || v === null) return undefined;
  const s = (Array.isArray(v) ? v[0] : v) as unknown;
  const t = typeof s === 'object' ? undefined : String(s).trim();
  return t === '' ? undefined : t;
};

export function readGoogleMerchantXml(file: string, ctx: FeedContext, columns: ColumnsFile | null = null): FeedFile {
  const name = path.basename(file);
  const source = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const valid = XMLValidator.validate(source);
  if (valid !== true) throw new MalformedFeedError(valid.err.line, `not well-formed XML: ${valid.err.msg}`);
  const doc = parser.parse(source) as { rss?: { channel?: { item?: unknown[] } } };
  if (!doc.rss || typeof doc.rss !== 'object') throw new MalformedFeedError(1, 'not an RSS 2.0 feed (no <rss> element)');
  const items = doc.rss.channel?.item ?? [];
  const lines = itemLines(source);
  const map = mapper('google', columns ?? { currency: 'EUR' }, ctx);
  const warnings: FeedFile['warnings'] = [];
  function* rows(): Generator<RawRecord> {
    for (let i = 0; i < items.length; i++) {
      const item = (items[i] ?? {}) as { [attribute: string]: unknown };
      const attributes = new Map(Object.entries(item).map(([k, v]) => [k.toLowerCase(), text(v)] as const));
      const mapped = map((attribute) => attributes.get(attribute.toLowerCase()));
      const line = lines[i] ?? 1;
      if ('skip' in mapped) warnings.push({ file: name, line, reason: `skipped: ${mapped.skip}` });
      else if ('error' in mapped) yield { line, error: mapped.error };
      else yield { line, value: Object.fromEntries(Object.entries(mapped.value).filter(([, v]) => v !== undefined)) };
    }
  }
  return { ...collect(name, rows(), [], warnings), format: 'google' };
}
