/**
 * The demo seed's size (issue 41): `standard` (2,100 customers, 3,814 plots of Daga Estates) or
 * `large`, an office of ten years: Daga Estates with 20,000 customers, 50,000 plots over 60
 * layouts and 30,000 leads, and the bookings, sales and EMI plans the seeds draw for them. The
 * second organization stays as it is. The seeds run synchronously, so the size they read is the
 * one createSeed sets for its run.
 */
export type SeedScale = 'standard' | 'large';

export const SEED_SCALES: readonly SeedScale[] = ['standard', 'large'];

export interface SeedSizes {
  /** Customers drawn after the core ones, by organization (tables/customer.ts seedMoreCustomers). */
  moreCustomers: Record<number, number>;
  /** Leads, by organization (tables/customerinterest.ts). */
  leads: Record<number, number>;
  /** Organization 1's layouts and plots once grown (null: the projects' own layouts only). */
  orgOneInventory: { layouts: number; plots: number } | null;
  /** Customers' names unique in the seed (a large office has namesakes; there are not 20,000 names to draw). */
  uniqueNames: boolean;
}

export const SEED_SIZES: Record<SeedScale, SeedSizes> = {
  standard: { moreCustomers: { 1: 1620, 2: 260 }, leads: { 1: 250, 2: 40 }, orgOneInventory: null, uniqueNames: true },
  // 180 core customers + 19,820 = 20,000 of organization 1.
  large: {
    moreCustomers: { 1: 19820, 2: 260 },
    leads: { 1: 30000, 2: 40 },
    orgOneInventory: { layouts: 60, plots: 50000 },
    uniqueNames: false,
  },
};

let current: SeedScale = 'standard';

/** The sizes of the seed being drawn. */
export const seedSizes = (): SeedSizes => SEED_SIZES[current];

/** Runs a seed at a size (and goes back to the previous one). */
export const withSeedScale = <T>(scale: SeedScale, run: () => T): T => {
  const before = current;
  current = scale;
  try {
    return run();
  } finally {
    current = before;
  }
};

export const isSeedScale = (value: unknown): value is SeedScale => SEED_SCALES.includes(value as SeedScale);
