import { describe, expect, it } from 'vitest';
import { readIntent } from '../../src/planner/intent.js';

const on = (text: string) =>
  Object.entries(readIntent(text))
    .filter(([, v]) => v)
    .map(([k]) => k);

describe('readIntent', () => {
  it('reads English keywords', () => {
    expect(on('A quiet SFF box with Wi-Fi for 4K and streaming, white with RGB')).toEqual(['smallFormFactor', 'quiet', 'wifi', 'fourK', 'streaming', 'white', 'rgb']);
    expect(on('mini-itx')).toEqual(['smallFormFactor']);
    expect(on('wifi')).toEqual(['wifi']);
  });

  it('reads Albanian keywords, with or without diacritics', () => {
    expect(on('Kompjuter i vogël dhe i qetë, me wifi, ngjyrë e bardhë')).toEqual(['smallFormFactor', 'quiet', 'wifi', 'white']);
    expect(on('shtepi e qete, te bardha')).toEqual(['quiet', 'white']);
    expect(on('për transmetim në Twitch')).toEqual(['streaming']);
  });

  it('matches whole words only', () => {
    expect(on('switch bitcoin quietly')).toEqual([]);
  });

  it('combines requirements with preference notes', () => {
    expect(readIntent('gaming', 'white please').white).toBe(true);
    expect(readIntent(undefined, undefined)).toMatchObject({ white: false, quiet: false });
  });
});
