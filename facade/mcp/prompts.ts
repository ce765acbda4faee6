import { ErrorCode, McpError, type GetPromptResult, type Prompt } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { buildPlanRequestSchema } from '../../src/build-plan-request.js';
import { CATEGORIES } from '../../src/enums.js';
import { CITY_ALIASES } from '../../src/search/lexicon.js';
import { searchInput } from '../search.js';

/**
 * Prompts for the tasks agents are asked most: plan a build for a budget, compare the
 * offers for a model, find the cheapest part of a kind. Prompt arguments arrive as text;
 * each is checked with the same zod schema the tool it leads to uses, so a prompt never
 * sends an agent into a call that would be refused.
 */

const plan = buildPlanRequestSchema.shape;
const USE_CASES = plan.useCase.options;
const CITIES = [...new Set(CITY_ALIASES.values())].sort();

interface PromptDef {
  prompt: Prompt;
  /** Values to offer while an argument is typed (completion/complete). */
  completions: Record<string, readonly string[]>;
  messages(args: Record<string, string | undefined>): string;
}

const number = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : Number(text.replace(',', '.')));

function checked<T extends z.ZodType>(schema: T, value: unknown, name: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new McpError(ErrorCode.InvalidParams, `Invalid argument ${name}: ${parsed.error.issues[0].message}`);
}

const PROMPTS: PromptDef[] = [
  {
    prompt: {
      name: 'plan_build',
      title: 'Plan a PC build for a budget',
      description: 'Plan a complete, compatible PC from parts sold in Kosovo for a use case and an optional budget, and explain it with prices and links.',
      arguments: [
        { name: 'useCase', description: `What the PC is for: ${USE_CASES.join(', ')}`, required: true },
        { name: 'budget', description: 'Most to spend, in EUR (leave empty for the best value)', required: false },
        { name: 'requirements', description: 'Anything else: small form factor, quiet, wifi, 4k, streaming, white…', required: false },
      ],
    },
    completions: { useCase: USE_CASES },
    messages(args) {
      const request = checked(
        z.object({ useCase: plan.useCase, budget: plan.budget, requirements: plan.requirements }),
        { useCase: args.useCase, budget: number(args.budget), requirements: args.requirements || undefined },
        'useCase, budget or requirements',
      );
      const budget = request.budget ? `within €${request.budget}` : 'at the best value for money';
      return [
        `Plan a ${request.useCase} PC from parts sold in Kosovo, ${budget}${request.requirements ? `, with these requirements: ${request.requirements}` : ''}.`,
        `Call the plan_build tool with ${JSON.stringify(request)}.`,
        'Then present the parts in order with their prices and the store to buy each from, linking every part to its serviceUrl; give the total against the budget; state every compatibility warning plainly; and mention the one or two alternatives most worth considering.',
        'Prices are snapshots of the latest catalog release: say so, and never quote a price the tool did not return.',
      ].join('\n\n');
    },
  },
  {
    prompt: {
      name: 'compare_offers',
      title: 'Compare the offers for a model',
      description: 'Find one model in the Kosovo stores and compare its offers: price, stock and where to buy.',
      arguments: [
        { name: 'model', description: 'The model, as precisely as known (e.g. "RTX 4060 Ventus 2X", "Ryzen 5 7600")', required: true },
        { name: 'city', description: 'Only stores in this city (optional)', required: false },
      ],
    },
    completions: { city: CITIES },
    messages(args) {
      const q = checked(searchInput.shape.q, [args.model, args.city].filter(Boolean).join(' '), 'model');
      return [
        `Find where to buy "${args.model}"${args.city ? ` in ${args.city}` : ''} in Kosovo.`,
        `Call search_products with ${JSON.stringify({ q, inStockOnly: false, limit: 5 })} and pick the result that is exactly this model (say so if none is, and offer the closest).`,
        'Then call get_offers with its id and compare the offers: in-stock offers first, cheapest first, with each store, its price, whether it is in stock and the retailerUrl; point out the cheapest in-stock offer.',
        'Cite the product serviceUrl, and say that prices are snapshots of the latest catalog release.',
      ].join('\n\n');
    },
  },
  {
    prompt: {
      name: 'cheapest_part',
      title: 'Find the cheapest part of a kind',
      description: 'The cheapest in-stock parts of one category, optionally matching some words and only in one city.',
      arguments: [
        { name: 'category', description: `The category: ${CATEGORIES.join(', ')}`, required: true },
        { name: 'words', description: 'Words the part must match, e.g. "DDR5 32GB" or "1TB NVMe" (optional)', required: false },
        { name: 'city', description: 'Only stores in this city (optional)', required: false },
      ],
    },
    completions: { category: CATEGORIES, city: CITIES },
    messages(args) {
      const category = checked(searchInput.shape.category.unwrap(), args.category?.toUpperCase(), 'category');
      const q = checked(searchInput.shape.q, [args.words || category.toLowerCase(), args.city].filter(Boolean).join(' '), 'words');
      return [
        `Find the cheapest ${category} parts in stock in Kosovo${args.city ? ` in ${args.city}` : ''}${args.words ? ` matching "${args.words}"` : ''}.`,
        `Call search_products with ${JSON.stringify({ q, category, sort: 'price_asc', inStockOnly: true, limit: 5 })}.`,
        'List the results cheapest first with price, store and serviceUrl, and note the key specs that tell them apart. Prices are snapshots of the latest catalog release.',
      ].join('\n\n');
    },
  },
];

export const PROMPT_LIST: Prompt[] = PROMPTS.map((p) => p.prompt);

export function getPrompt(name: string, args: Record<string, string> = {}): GetPromptResult {
  const def = PROMPTS.find((p) => p.prompt.name === name);
  if (!def) throw new McpError(ErrorCode.InvalidParams, `Prompt ${name} not found`);
  for (const arg of def.prompt.arguments ?? []) {
    if (arg.required && !args[arg.name]?.trim()) throw new McpError(ErrorCode.InvalidParams, `Missing required argument ${arg.name}`);
  }
  return { description: def.prompt.description, messages: [{ role: 'user', content: { type: 'text', text: def.messages(args) } }] };
}

/** completion/complete for a prompt argument: the known values starting with what was typed. */
export function completePromptArgument(name: string, argument: string, typed: string): string[] {
  const values = PROMPTS.find((p) => p.prompt.name === name)?.completions[argument] ?? [];
  const prefix = typed.toLowerCase();
  return values.filter((v) => v.toLowerCase().startsWith(prefix));
}
