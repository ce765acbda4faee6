/**
 * The short, human-readable text part of each tool result. The full answer is the tool's
 * structuredContent (the REST body); this text names what an agent needs to carry on —
 * ids, prices with their currency, stock, and the URL to cite — and reminds it that
 * prices are snapshots. Bodies are read loosely here: their shape is the contract's.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are read loosely here; the contract's schemas hold their shape
type Body = Record<string, any>;

const LIST_LIMIT = 10;

export function price(value: number | null | undefined, currency: string | null | undefined): string {
  return value === null || value === undefined ? 'no price' : `${value.toFixed(2)} ${currency ?? 'EUR'}`;
}

function snapshotNote(catalog: Body | undefined): string {
  if (!catalog) return 'Prices are EUR snapshots; cite the serviceUrl.';
  const degraded = catalog.degraded ? ' The catalog is degraded: some data may be stale.' : '';
  return `Prices are EUR snapshots from catalog release ${catalog.releaseId} (generated ${catalog.generatedAt}) and can change at the retailer; cite the serviceUrl (Albanian) or englishUrl (English) with the price.${degraded}`;
}

function productLine(p: Body): string {
  const stock = p.inStock ? 'in stock' : 'out of stock';
  const offers = Array.isArray(p.offers) ? `, ${p.offers.length} offer${p.offers.length === 1 ? '' : 's'}` : '';
  const warning = p.dataWarning ? ` (${p.dataWarning})` : '';
  return `#${p.id} ${p.name} [${p.category}] — ${price(p.price, p.currency)}, ${stock}${offers}${warning} — ${p.serviceUrl}`;
}

function offerLine(o: Body): string {
  const stock = o.availability === 'in_stock' ? 'in stock' : 'out of stock';
  const updated = o.lastUpdated ? `, updated ${o.lastUpdated}` : '';
  return `${o.storeName}: ${price(o.price, o.currency)}, ${stock}${updated} — ${o.retailerUrl}`;
}

function numbered(lines: string[], limit = LIST_LIMIT): string[] {
  const shown = lines.slice(0, limit).map((line, i) => `${i + 1}. ${line}`);
  if (lines.length > limit) shown.push(`… and ${lines.length - limit} more in structuredContent.`);
  return shown;
}

export function summarizeSearch(body: Body): string {
  const q = typeof body.query?.q === 'string' ? body.query.q : '';
  const lines = [`Search "${q}": ${body.returned} shown of ${body.totalMatches} match${body.totalMatches === 1 ? '' : 'es'}${body.truncated ? ' (match count capped)' : ''}.`];
  lines.push(...numbered((body.results as Body[]).map(productLine)));
  if (body.totalMatches === 0 && Array.isArray(body.suggestions) && body.suggestions.length > 0) {
    lines.push('No matches. Try:', ...body.suggestions.map((s: Body) => `- ${s.name}: ${s.description} — ${s.url}`));
  }
  if (body.hasMore) lines.push(`More results: call search_products again with the same arguments and cursor "${body.nextCursor}".`);
  lines.push(snapshotNote(body.catalog));
  return lines.join('\n');
}

export function summarizeProduct(body: Body): string {
  const p = body.product as Body;
  const lines = [productLine(p)];
  if (p.brand || p.model) lines.push(`Brand ${p.brand ?? 'unknown'}, model ${p.model ?? 'unknown'}.`);
  if (p.offers.length > 0) lines.push('Offers, cheapest first:', ...numbered((p.offers as Body[]).map(offerLine)));
  else lines.push('No store offers this product in the current release.');
  lines.push(`English page: ${p.englishUrl}`, snapshotNote(body.catalog));
  return lines.join('\n');
}

export function summarizeLookup(body: Body): string {
  if (body.product) return summarizeProduct(body);
  const lookup = body.lookup as Body;
  const lines = [`${lookup.by} ${lookup.value} names ${body.matchCount} products; candidates:`, ...numbered((body.matches as Body[]).map(productLine))];
  lines.push('Ask the user which one they mean, or call get_product with its id.', snapshotNote(body.catalog));
  return lines.join('\n');
}

export function summarizeOffers(body: Body): string {
  const offers = body.offers as Body[];
  const lines = [`Product #${body.productId}: ${offers.length} offer${offers.length === 1 ? '' : 's'}, cheapest first — ${body.productUrl}`];
  lines.push(...numbered(offers.map(offerLine)));
  lines.push(snapshotNote(body.catalog));
  return lines.join('\n');
}

export function summarizeCompare(body: Body): string {
  const products = body.products as Body[];
  const lines = [`Comparing ${products.length} product${products.length === 1 ? '' : 's'} (order as asked):`, ...numbered(products.map(productLine))];
  const cheapest = products.find((p) => p.id === body.cheapestProductId);
  lines.push(cheapest ? `Cheapest product: #${cheapest.id} ${cheapest.name} at ${price(cheapest.price, cheapest.currency)}.` : 'No product has an in-stock price.');
  if (body.cheapestOffer) lines.push(`Cheapest in-stock offer: ${offerLine(body.cheapestOffer)} (${body.cheapestOffer.serviceUrl})`);
  lines.push(snapshotNote(body.catalog));
  return lines.join('\n');
}

export function summarizeBuilds(body: Body): string {
  const builds = body.builds as Body[];
  const lines = [`${builds.length} curated build${builds.length === 1 ? '' : 's'}:`];
  lines.push(
    ...numbered(
      builds.map((b) => {
        const state = b.readyToBuy ? 'ready to buy' : b.complete ? `${b.outOfStockPartCount} part(s) out of stock` : `${b.missingPartCount} part(s) missing a price`;
        return `${b.name} (${b.budgetTier}, id ${b.id}): ${price(b.total, b.currency)} for ${b.partCount} parts, ${state} — ${b.pageUrl}`;
      }),
      builds.length,
    ),
  );
  lines.push(snapshotNote(body.catalog));
  return lines.join('\n');
}

export function summarizeBuildPlan(body: Body): string {
  const plan = body.plan as Body;
  const request = body.request as Body;
  const compat = body.compatibility as Body;
  const budget = request.budget === null ? 'no budget (best value)' : `budget ${price(request.budget, 'EUR')}`;
  const fit = plan.withinBudget === null ? '' : plan.withinBudget ? ', within budget' : `, over budget by ${price(plan.overBudgetBy, plan.currency)}`;
  const lines = [
    `Build plan for ${request.useCase}, ${budget}: ${plan.status}, total ${price(plan.totalPrice, plan.currency)}${fit} (${plan.pricedPartsCount}/${plan.slotCount} parts priced).`,
    `Compatibility: ${compat.state} (${compat.hardBlockCount} blocking, ${compat.warningCount} warning${compat.warningCount === 1 ? '' : 's'}).`,
    ...(plan.parts as Body[]).map(
      (part) => `- ${part.category}: #${part.productId} ${part.name} — ${price(part.price, part.currency)}${part.inStock ? '' : ', out of stock'} — ${part.serviceUrl}`,
    ),
  ];
  if (plan.missingCategories.length > 0) lines.push(`Missing: ${plan.missingCategories.join(', ')}.`);
  for (const issue of compat.issues as Body[]) lines.push(`${issue.state === 'incompatible' ? 'Incompatible' : 'Warning'}: ${issue.message}`);
  for (const warning of plan.warnings as string[]) lines.push(`Note: ${warning}`);
  lines.push(snapshotNote(body.catalog));
  return lines.join('\n');
}

const DEAL_WORDS: Record<string, string> = {
  record_low: 'a record low for the last 90 days',
  below_typical: 'below its typical price',
  typical: 'a typical price',
  above_typical: 'above its typical price',
  insufficient_data: 'not judged yet (too little history)',
};

export function summarizePriceHistory(body: Body): string {
  const s = body.stats as Body;
  const points = body.points as Body[];
  const lines = [`Product #${body.productId}, last ${body.days} days: ${points.length} day${points.length === 1 ? '' : 's'} with a price.`];
  lines.push(`Now ${price(s.current, 'EUR')}; over the window min ${price(s.min, 'EUR')}, median ${price(s.median, 'EUR')}, max ${price(s.max, 'EUR')}.`);
  if (s.lowest30DaysBefore !== null) lines.push(`Lowest in the 30 days before the current price took effect: ${price(s.lowest30DaysBefore, 'EUR')}.`);
  lines.push(
    body.deal
      ? `Deal (${body.deal.method}, ${body.deal.coverageDays} days covered): ${DEAL_WORDS[body.deal.class] ?? body.deal.class}.`
      : 'No deal signal: no price history or no current price.',
  );
  lines.push(snapshotNote(undefined));
  return lines.join('\n');
}

export function summarizeDeals(body: Body): string {
  const scope = [body.filters?.category, body.filters?.city].filter(Boolean).join(', ');
  const lines = [`Deals${scope ? ` (${scope})` : ''}: ${body.returned} shown of ${body.totalMatches}.`];
  lines.push(...numbered((body.results as Body[]).map((d) => `${productLine(d.product)} — ${d.savingPercent}% below typical ${price(d.typicalPrice, 'EUR')}, since ${d.priceSince}`)));
  if (body.hasMore) lines.push(`More deals: call list_deals again with the same arguments and cursor "${body.nextCursor}".`);
  lines.push(snapshotNote(body.catalog));
  return lines.join('\n');
}
