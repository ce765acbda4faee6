import type { Category } from '../catalog/types.js';
import type { CompatibilityReport } from '../compat/engine.js';
import type { Issue, RuleFinding } from '../compat/rule.js';

/** Shapes of the build-plan contract (BuildPlan, BuildPlanPart, ...); field names and nulls are exact. */

export type DataConfidence = 'confirmed' | 'fallback';
export type Availability = 'in_stock' | 'out_of_stock';

export interface BuildPlanPart {
  category: Category;
  categorySlug: string;
  productId: number;
  name: string;
  price: number | null;
  currency: 'EUR' | null;
  availability: Availability;
  inStock: boolean;
  dataConfidence: DataConfidence;
  dataWarning: string | null;
  availableStoreCount: number;
  storeCoverage: string[];
  lastUpdated: string | null;
  productUrl: string;
  serviceUrl: string;
  englishUrl: string;
  selectionReason: string;
}

export interface BuildPlanAlternative {
  category: Category;
  productId: number;
  name: string;
  price: number | null;
  currency: 'EUR' | null;
  availability: Availability;
  dataConfidence: DataConfidence;
  reason: string;
}

export interface BuildPlan {
  status: 'complete' | 'partial';
  parts: BuildPlanPart[];
  totalPrice: number | null;
  currency: 'EUR' | null;
  budget: number | null;
  withinBudget: boolean | null;
  overBudgetBy: number | null;
  pricedPartsCount: number;
  slotCount: number;
  missingCategories: Category[];
  warnings: string[];
  rationale: string[];
  alternatives: BuildPlanAlternative[];
}

/** The compatibility verdict as the contract has it: the findings without their codes and values. */
/** The compatibility report as the API shows it: findings without their codes (the pages' concern). */
export type BuildPlanCompatibility = Omit<CompatibilityReport, 'issues' | 'notChecked'> & {
  issues: Omit<Issue, 'text'>[];
  notChecked: Omit<RuleFinding, 'text'>[];
};

export interface Citation {
  productId: number;
  category: Category;
  source: 'service' | 'retailer';
  title: string;
  url: string;
}

export const LIMITS = {
  parts: 8,
  alternatives: 24,
  warnings: 12,
  rationale: 8,
  text: 240,
  storeCoverage: 16,
  citations: 16,
} as const;
