import { z } from 'zod';
import type { Category, SpecKey } from '../enums.js';
import { BOARD_FORM_FACTORS, MEMORY_TYPES, PSU_FORM_FACTORS, SOCKETS, STORAGE_FORM_FACTORS, STORAGE_TYPES, type SpecsByCategory } from './types.js';

/**
 * What every product of a category states about itself: exactly the facts the
 * compatibility rules and the planner read. Every key must be present; a fact the sources
 * do not state is null (the rules then report "not checked" and the planner leaves the
 * part alone). A product with a key missing or a value out of range is refused at publish.
 */

const socket = z.enum(SOCKETS);
const memoryType = z.enum(MEMORY_TYPES);
const boardForm = z.enum(BOARD_FORM_FACTORS);
const psuForm = z.enum(PSU_FORM_FACTORS);
const count = z.number().int().min(0);
const positive = z.number().positive();
const score = z.number().min(1).max(100);
const year = z.number().int().min(1995).max(2030);
const text = z.string().min(1);

/**
 * One rule per spec key of the category (SPEC_KEYS), each giving the key's type in
 * types.ts: a key without a rule, a rule without a key or a rule of another type does not compile.
 */
const specs = <C extends Category>(_category: C, shape: { [K in SpecKey<C>]: z.ZodType<SpecsByCategory[C][K & keyof SpecsByCategory[C]]> }) => z.strictObject(shape);

export const specSchemas = {
  CPU: specs('CPU', {
    socket: socket.nullable(),
    cores: count.min(1).nullable(),
    threads: count.min(1).nullable(),
    baseClockGhz: positive.nullable(),
    boostClockGhz: positive.nullable(),
    tdpW: positive.nullable(),
    integratedGraphics: z.boolean().nullable(),
    coolerIncluded: z.boolean().nullable(),
    memoryTypes: z.array(memoryType).min(1).nullable(),
    performanceScore: score.nullable(),
    releaseYear: year.nullable(),
  }),
  GPU: specs('GPU', {
    chipBrand: z.enum(['NVIDIA', 'AMD', 'Intel']).nullable(),
    chip: text.nullable(),
    vramGb: positive.nullable(),
    lengthMm: positive.nullable(),
    boardPowerW: positive.nullable(),
    pcie8pin: count.nullable(),
    pcie16pin: count.nullable(),
    slotWidth: positive.nullable(),
    performanceScore: score.nullable(),
  }),
  MOTHERBOARD: specs('MOTHERBOARD', {
    socket: socket.nullable(),
    chipset: text.nullable(),
    formFactor: boardForm.nullable(),
    memoryType: memoryType.nullable(),
    memorySlots: count.min(1).nullable(),
    maxMemoryGb: positive.nullable(),
    m2Slots: count.nullable(),
    sataPorts: count.nullable(),
    wifi: z.boolean().nullable(),
    chipsetYear: year.nullable(),
  }),
  RAM: specs('RAM', {
    type: memoryType.nullable(),
    speedMts: positive.nullable(),
    modules: count.min(1).nullable(),
    moduleGb: positive.nullable(),
    capacityGb: positive.nullable(),
    casLatency: positive.nullable(),
    color: text.nullable(),
    lighting: z.boolean().nullable(),
  }),
  STORAGE: specs('STORAGE', {
    type: z.enum(STORAGE_TYPES).nullable(),
    interface: text.nullable(),
    formFactor: z.enum(STORAGE_FORM_FACTORS).nullable(),
    capacityGb: positive.nullable(),
  }),
  PSU: specs('PSU', {
    wattage: positive.nullable(),
    formFactor: psuForm.nullable(),
    efficiency: text.nullable(),
    modular: z.enum(['full', 'semi', 'none']).nullable(),
    pcie8pin: count.nullable(),
    pcie16pin: count.nullable(),
  }),
  CASE: specs('CASE', {
    type: text.nullable(),
    supportedBoards: z.array(boardForm).min(1).nullable(),
    maxGpuLengthMm: positive.nullable(),
    maxCoolerHeightMm: z.number().min(0).nullable(),
    psuFormFactors: z.array(psuForm).min(1).nullable(),
    radiatorSupport: z.array(positive).nullable(),
    color: text.nullable(),
    lighting: z.boolean().nullable(),
  }),
  COOLING: specs('COOLING', {
    type: z.enum(['air', 'aio']).nullable(),
    sockets: z.array(socket).min(1).nullable(),
    heightMm: positive.nullable(),
    radiatorMm: positive.nullable(),
    tdpRatingW: positive.nullable(),
    color: text.nullable(),
    lighting: z.boolean().nullable(),
  }),
} satisfies { [C in Category]: z.ZodObject };
