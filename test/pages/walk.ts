/**
 * Collects the page URLs the agent API hands out (builds, a search, a product, a build plan
 * and the suggestions of a zero-match search) so a test can require every one to answer a
 * page. Retailer URLs are external and left out; offer URLs keep their #fragment so the
 * caller can check the anchor exists.
 */

export interface HandedOut {
  url: string;
  /** Where in which response the URL came from, for failure messages. */
  from: string;
}

async function json(url: string, init?: RequestInit): Promise<any> {
  const res = await fetch(url, init);
  if (res.status !== 200) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

export async function collectHandedOutUrls(base: string): Promise<{ urls: HandedOut[]; counts: Record<string, number> }> {
  const urls: HandedOut[] = [];
  const counts: Record<string, number> = {};
  const add = (url: unknown, from: string) => {
    if (typeof url !== 'string') throw new Error(`${from} is not a URL string: ${JSON.stringify(url)}`);
    urls.push({ url, from });
    const kind = from.replace(/\[\d+\]/g, '[]');
    counts[kind] = (counts[kind] ?? 0) + 1;
  };

  const builds = await json(`${base}/builds`);
  builds.builds.forEach((b: any, i: number) => {
    add(b.pageUrl, `builds[${i}].pageUrl`);
    add(b.builderUrl, `builds[${i}].builderUrl`);
    b.parts.forEach((p: any, j: number) => {
      add(p.serviceUrl, `builds[${i}].parts[${j}].serviceUrl`);
      add(p.englishUrl, `builds[${i}].parts[${j}].englishUrl`);
    });
  });

  const search = await json(`${base}/search?q=rtx%204060`);
  search.results.forEach((r: any, i: number) => {
    add(r.serviceUrl, `search.results[${i}].serviceUrl`);
    add(r.englishUrl, `search.results[${i}].englishUrl`);
    (r.offers ?? []).forEach((o: any, j: number) => {
      add(o.serviceUrl, `search.results[${i}].offers[${j}].serviceUrl`);
      add(o.englishUrl, `search.results[${i}].offers[${j}].englishUrl`);
    });
  });
  (search.suggestions ?? []).forEach((s: any, i: number) => add(s.url, `search.suggestions[${i}].url`));

  const productId = search.results[0]?.id ?? builds.builds.flatMap((b: any) => b.parts).find((p: any) => p.name !== null)?.productId;
  if (productId !== undefined) {
    const { product } = await json(`${base}/products/${productId}`);
    add(product.serviceUrl, 'product.serviceUrl');
    add(product.englishUrl, 'product.englishUrl');
    product.offers.forEach((o: any, j: number) => {
      add(o.serviceUrl, `product.offers[${j}].serviceUrl`);
      add(o.englishUrl, `product.offers[${j}].englishUrl`);
    });
  }

  const plan = await json(`${base}/build-plan`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ useCase: 'gaming', budget: 1200 }),
  });
  plan.plan.parts.forEach((p: any, i: number) => {
    add(p.productUrl, `plan.parts[${i}].productUrl`);
    add(p.serviceUrl, `plan.parts[${i}].serviceUrl`);
    add(p.englishUrl, `plan.parts[${i}].englishUrl`);
  });
  plan.citations.forEach((c: any, i: number) => {
    if (c.source === 'service') add(c.url, `plan.citations[${i}].url`);
  });

  const none = await json(`${base}/search?q=zzzzqqqq`);
  if (none.totalMatches !== 0) throw new Error('expected the search for zzzzqqqq to match nothing');
  (none.suggestions ?? []).forEach((s: any, i: number) => add(s.url, `zeroMatch.suggestions[${i}].url`));

  return { urls, counts };
}
