/** The Tamil catalogue, loaded only when Tamil is chosen: every file of this folder is a map from the English text to its Tamil… */
// Reasoning: docs/decisions.md "Notes: src/app/tamil/index.ts"
import ra from './ra';

export interface TamilCatalogue {
  texts: Record<string, string>;
  ra: Record<string, unknown>;
}

const areas = import.meta.glob<{ default: Record<string, string> }>(['./*.ts', '!./index.ts', '!./ra.ts'], { eager: true });

const catalogue: TamilCatalogue = {
  texts: Object.assign({}, ...Object.values(areas).map(m => m.default)),
  ra: (ra as { ra: Record<string, unknown> }).ra,
};

export default catalogue;
