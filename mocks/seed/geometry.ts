/**
 * The surveyor's plan of a layout drawing: roads, blocks, park and plot slots in the pixel space
 * of the layout image. It is a pure function of the layout id and the image size, so the seed
 * (which places the plots) and layoutSvg (which draws the roads under them) always agree.
 */
import { Random, seedOf } from './context';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Corner of a box in image space: top-left, top-right, bottom-right, bottom-left. */
export type Corner = 'tl' | 'tr' | 'br' | 'bl';

export interface Slot extends Box {
  number: string;
  facing: string;
  /** The road-intersection corner of a corner plot, else null. */
  corner: Corner | null;
  widthFt: number;
  depthFt: number;
}

export interface Road extends Box {
  horizontal: boolean;
}

export interface Plan {
  width: number;
  height: number;
  /** Pixels per foot. */
  scale: number;
  /** Font scale of the drawing (1 for a 1600 px wide image). */
  font: number;
  roadFt: number;
  mainRoadFt: number;
  grid: Box;
  blocks: Box[];
  roads: Road[];
  park: Box | null;
  mainRoad: Box;
  entrance: Box;
  slots: Slot[];
  numberFont: number;
}

const round = Math.round;

function letters(i: number): string {
  let s = '';
  let n = i;
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

/** `maxSlots`: only the first slots wanted (in numbering order); the rest of the plan is the whole plan's. */
export function planLayout(id: number, width: number, height: number, maxSlots = Infinity): Plan {
  const W = Math.max(400, round(width));
  const H = Math.max(300, round(height));
  const r = new Random(seedOf('layout-plan', id, W, H));
  const dense = W >= 3000;
  const f = Math.sqrt(W / 1600);
  const s = dense ? 1.3 : (W / 940) * r.float(0.92, 1.08);
  const vertical = !dense && r.chance(0.35);
  const depthFt = dense ? 60 : r.pick([40, 50, 60]);
  const baseFt = dense ? 30 : r.pick([30, 30, 40]);
  const k = dense ? 12 : baseFt === 30 ? r.pick([8, 12]) : r.pick([6, 9]);
  const altFt = baseFt === 30 ? 40 : 30;
  const altK = (k * baseFt) / altFt;
  const altP = dense ? 0.06 : 0.3;
  const roadFt = dense ? 30 : r.pick([23, 30, 33]);
  const mainRoadFt = dense ? 60 : 40;
  const numbering = dense ? 'seq' : r.chance(0.4) ? 'block' : 'seq';

  const R = roadFt * s;
  const pd = depthFt * s;
  const BW = k * baseFt * s;
  const BH = 2 * pd;
  const top = 120 * f;
  const side = 40 * f;
  const mainPx = mainRoadFt * s;
  const bottom = 15 * f + mainPx + 75 * f;

  const ax0 = side;
  const ax1 = W - side;
  const ay0 = top;
  const ay1 = H - bottom;
  const availU = vertical ? ay1 - ay0 : ax1 - ax0;
  const availV = vertical ? ax1 - ax0 : ay1 - ay0;
  const colsU = Math.max(1, Math.floor((availU - R) / (BW + R)));
  const rowsV = Math.max(1, Math.floor((availV - R) / (BH + R)));
  const gridU = colsU * BW + (colsU + 1) * R;
  const gridV = rowsV * BH + (rowsV + 1) * R;
  const gu0 = (vertical ? ay0 : ax0) + (availU - gridU) / 2;
  const gv0 = (vertical ? ax0 : ay0) + (availV - gridV) / 2;

  /** Maps a box of the abstract (u along the plot fronts, v across) frame to image space. */
  const map = (u0: number, v0: number, u1: number, v1: number): Box =>
    vertical
      ? { x0: round(v0), y0: round(u0), x1: round(v1), y1: round(u1) }
      : { x0: round(u0), y0: round(v0), x1: round(u1), y1: round(v1) };

  const grid = map(gu0, gv0, gu0 + gridU, gv0 + gridV);

  const roads: Road[] = [];
  for (let i = 0; i <= rowsV; i++) {
    const v = gv0 + i * (BH + R);
    const b = map(gu0, v, gu0 + gridU, v + R);
    roads.push({ ...b, horizontal: b.x1 - b.x0 > b.y1 - b.y0 });
  }
  for (let j = 0; j <= colsU; j++) {
    const u = gu0 + j * (BW + R);
    const b = map(u, gv0, u + R, gv0 + gridV);
    roads.push({ ...b, horizontal: b.x1 - b.x0 > b.y1 - b.y0 });
  }

  const totalCells = rowsV * colsU;
  const wholeParkCell = totalCells >= 6 ? r.int(0, totalCells - 1) : -1;

  interface Cell {
    u: number;
    v: number;
    box: Box;
    alt: boolean;
    park: 'whole' | 'part' | null;
  }
  const cells: Cell[] = [];
  for (let rv = 0; rv < rowsV; rv++) {
    for (let cu = 0; cu < colsU; cu++) {
      const index = rv * colsU + cu;
      const u = gu0 + R + cu * (BW + R);
      const v = gv0 + R + rv * (BH + R);
      const alt = r.chance(altP);
      let park: Cell['park'] = null;
      if (index === wholeParkCell) park = 'whole';
      else if (wholeParkCell < 0 && index === totalCells - 1) park = 'part';
      cells.push({ u, v, box: map(u, v, u + BW, v + BH), alt, park });
    }
  }
  // Numbering runs in reading order of the drawing: top to bottom, left to right.
  cells.sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);

  const faceV = vertical ? ['West', 'East'] : ['North', 'South'];
  const faceU = vertical ? ['North', 'South'] : ['West', 'East'];
  const slots: Slot[] = [];
  let park: Box | null = null;
  let seq = 0;
  let blockIndex = 0;
  for (const cell of cells) {
    if (cell.park === 'whole') {
      park = cell.box;
      continue;
    }
    const kk = cell.alt ? altK : k;
    const wFt = cell.alt ? altFt : baseFt;
    const pw = BW / kk;
    let used = kk;
    if (cell.park === 'part') {
      const pk = Math.ceil(kk / 3);
      used = kk - pk;
      park = map(cell.u + used * pw, cell.v, cell.u + BW, cell.v + BH);
    }
    const label = letters(blockIndex++);
    let inBlock = 0;
    for (let row = 0; row < 2 && slots.length < maxSlots; row++) {
      const v0 = cell.v + row * pd;
      for (let n = 0; n < used && slots.length < maxSlots; n++) {
        // The second row runs backwards so the numbers go round the block.
        const i = row === 0 ? n : used - 1 - n;
        const box = map(cell.u + i * pw, v0, cell.u + (i + 1) * pw, v0 + pd);
        const first = i === 0;
        const last = i === kk - 1;
        let corner: Corner | null = null;
        let facing = faceV[row]!;
        if (first || last) {
          const uFace = faceU[first ? 0 : 1]!;
          facing = vertical ? `${uFace} ${facing}` : `${facing} ${uFace}`;
          const uMin = first;
          const vMin = row === 0;
          corner = vertical ? (((uMin ? 't' : 'b') + (vMin ? 'l' : 'r')) as Corner) : (((vMin ? 't' : 'b') + (uMin ? 'l' : 'r')) as Corner);
        }
        inBlock++;
        seq++;
        // Named fields, not a spread of the box: a spread object is several times slower to make
        // and to read in V8, and the large seed draws 90,000 slots (issue 41).
        slots.push({
          x0: box.x0,
          y0: box.y0,
          x1: box.x1,
          y1: box.y1,
          number: numbering === 'block' ? `${label}-${inBlock}` : String(seq),
          facing,
          corner,
          widthFt: wFt,
          depthFt,
        });
      }
    }
  }

  const gridBottom = grid.y1;
  const mainRoad: Box = {
    x0: round(side / 2),
    y0: round(gridBottom + 15 * f),
    x1: round(W - side / 2),
    y1: round(gridBottom + 15 * f + mainPx),
  };
  const verticalRoads = roads.filter(rd => !rd.horizontal).sort((a, b) => a.x0 - b.x0);
  const gate = verticalRoads[Math.floor(verticalRoads.length / 2)] ?? roads[0]!;
  const entrance: Box = { x0: gate.x0, y0: gridBottom, x1: gate.x1, y1: mainRoad.y0 };
  const numberFont = Math.max(8, Math.min(18, round(Math.min(baseFt, altFt) * s * 0.3)));

  return {
    width: W,
    height: H,
    scale: s,
    font: f,
    roadFt,
    mainRoadFt,
    grid,
    blocks: cells.filter(c => c.park !== 'whole').map(c => c.box),
    roads,
    park,
    mainRoad,
    entrance,
    slots,
    numberFont,
  };
}

/**
 * The polygon of a slot: a rectangle, or five points when the road corner is splayed. Its points
 * pushed one by one (no spread of per-corner arrays: the large seed places 50,000 plots, issue 41).
 */
export function slotPolygon(slot: Box & { corner: Corner | null }, splay: number): [number, number][] {
  const { x0, y0, x1, y1 } = slot;
  const c = Math.max(0, Math.round(splay));
  const cut = c > 0 ? slot.corner : null;
  const points: [number, number][] = [];
  if (cut === 'tl') points.push([x0, y0 + c], [x0 + c, y0]);
  else points.push([x0, y0]);
  if (cut === 'tr') points.push([x1 - c, y0], [x1, y0 + c]);
  else points.push([x1, y0]);
  if (cut === 'br') points.push([x1, y1 - c], [x1 - c, y1]);
  else points.push([x1, y1]);
  if (cut === 'bl') points.push([x0 + c, y1], [x0, y1 - c]);
  else points.push([x0, y1]);
  return points;
}
