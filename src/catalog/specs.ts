import { z } from 'zod';
import type { Category } from './types.js';

/**
 * What every product of a category must state about itself: exactly the facts the
 * compatibility rules and the planner read. A product missing one is refused at publish.
 */

const socket = z.enum(['AM4', 'AM5', 'LGA1700', 'LGA1851']);
const memoryType = z.enum(['DDR4', 'DDR5']);
const boardForm = z.enum(['ATX', 'mATX', 'Mini-ITX']);
const psuForm = z.enum(['ATX', 'SFX', 'SFX-L']);
const count = z.number().int().min(0);
const positive = z.number().positive();
const score = z.number().min(1).max(100);
const year = z.number().int().min(2015).max(2030);

export const specSchemas = {
  CPU: z.strictObject({
    socket,
    cores: count.min(1),
    threads: count.min(1),
    baseClockGhz: positive,
    boostClockGhz: positive,
    tdpW: positive,
    integratedGraphics: z.boolean(),
    coolerIncluded: z.boolean(),
    memoryTypes: z.array(memoryType).min(1),
    performanceScore: score,
    releaseYear: year,
  }),
  GPU: z.strictObject({
    chipBrand: z.enum(['NVIDIA', 'AMD', 'Intel']),
    chip: z.string().min(1),
    vramGb: positive,
    lengthMm: positive,
    boardPowerW: positive,
    pcie8pin: count,
    pcie16pin: count,
    slotWidth: positive,
    performanceScore: score,
  }),
  MOTHERBOARD: z.strictObject({
    socket,
    chipset: z.string().min(1),
    formFactor: boardForm,
    memoryType,
    memorySlots: count.min(1),
    maxMemoryGb: positive,
    m2Slots: count,
    sataPorts: count,
    wifi: z.boolean(),
    chipsetYear: year,
  }),
  RAM: z.strictObject({
    type: memoryType,
    speedMts: positive,
    modules: count.min(1),
    moduleGb: positive,
    capacityGb: positive,
    casLatency: positive,
    color: z.string().min(1),
  }),
  STORAGE: z.strictObject({
    type: z.enum(['NVMe', 'SATA SSD', 'HDD']),
    interface: z.string().min(1),
    formFactor: z.enum(['M.2 2280', '2.5"', '3.5"']),
    capacityGb: positive,
  }),
  PSU: z.strictObject({
    wattage: positive,
    formFactor: psuForm,
    efficiency: z.string().min(1),
    modular: z.enum(['full', 'semi', 'none']),
    pcie8pin: count,
    pcie16pin: count,
  }),
  CASE: z.strictObject({
    type: z.string().min(1),
    supportedBoards: z.array(boardForm).min(1),
    maxGpuLengthMm: positive,
    maxCoolerHeightMm: count,
    psuFormFactors: z.array(psuForm).min(1),
    radiatorSupport: z.array(positive),
    color: z.string().min(1),
  }),
  COOLING: z.strictObject({
    type: z.enum(['air', 'aio']),
    sockets: z.array(socket).min(1),
    heightMm: positive.nullable(),
    radiatorMm: positive.nullable(),
    tdpRatingW: positive,
    color: z.string().min(1),
  }),
} satisfies Record<Category, z.ZodType>;
