/**
 * The drawn layout image served by the demo API: a surveyor-style plan with the roads, blocks,
 * park, boundary, north arrow and faint plot outlines. Plot polygons in status colours and their
 * numbers are drawn on top of it by the map editor, not here (numbers here too showed twice,
 * offset, issue 40).
 */
import { planLayout, type Box } from './geometry';

type AnyRow = Record<string, unknown> & { id: number };

const PAPER = '#f8f4e6';
const INK = '#3b3226';

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function num(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Reads `imagesize` ({width, height}, possibly as JSON text); 1600 x 1100 when missing. */
export function imageSize(layout: AnyRow): { width: number; height: number } {
  let size: unknown = layout['imagesize'];
  if (typeof size === 'string') {
    try {
      size = JSON.parse(size);
    } catch {
      size = null;
    }
  }
  const o = (size && typeof size === 'object' ? size : {}) as Record<string, unknown>;
  return { width: Math.round(num(o['width'], 1600)), height: Math.round(num(o['height'], 1100)) };
}

function rectPath(b: Box): string {
  return `M${b.x0} ${b.y0}h${b.x1 - b.x0}v${b.y1 - b.y0}h${b.x0 - b.x1}z`;
}

/** Compact path data of a polygon: h/v steps for axis-parallel edges, integers only. */
function polyPath(points: [number, number][]): string {
  const [fx, fy] = points[0]!;
  let d = `M${fx} ${fy}`;
  let px = fx;
  let py = fy;
  for (let i = 1; i < points.length; i++) {
    const [x, y] = points[i]!;
    if (y === py) d += `h${x - px}`;
    else if (x === px) d += `v${y - py}`;
    else d += `l${x - px} ${y - py}`;
    px = x;
    py = y;
  }
  return d + 'z';
}

function readPoints(value: unknown): [number, number][] {
  if (!Array.isArray(value)) return [];
  const out: [number, number][] = [];
  for (const p of value) {
    let x: unknown;
    let y: unknown;
    if (Array.isArray(p)) [x, y] = p as unknown[];
    else if (p && typeof p === 'object') ({ x, y } = p as { x?: unknown; y?: unknown });
    const nx = Number(x);
    const ny = Number(y);
    if (Number.isFinite(nx) && Number.isFinite(ny)) out.push([Math.round(nx), Math.round(ny)]);
  }
  return out;
}

export function layoutSvg(layout: AnyRow, plots: AnyRow[]): string {
  const { width: W, height: H } = imageSize(layout);
  const plan = planLayout(Number(layout.id) || 0, W, H);
  const f = plan.font;
  const n = (v: number) => String(Math.round(v));
  const name = String(layout['name'] ?? `Layout ${layout.id}`);
  const location = typeof layout['location'] === 'string' ? layout['location'] : '';
  const out: string[] = [];

  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Arial,Helvetica,sans-serif">`,
    `<title>${esc(name)}</title>`,
    `<rect width="${W}" height="${H}" fill="${PAPER}"/>`,
    `<rect x="${n(10 * f)}" y="${n(10 * f)}" width="${n(W - 20 * f)}" height="${n(H - 20 * f)}" fill="none" stroke="#8c7b5a" stroke-width="${n(2 * f)}"/>`,
  );

  // Title block.
  out.push(
    `<text x="${n(W / 2)}" y="${n(60 * f)}" text-anchor="middle" font-size="${n(36 * f)}" font-weight="bold" fill="${INK}" letter-spacing="${n(2 * f)}">${esc(name.toUpperCase())}</text>`,
    `<text x="${n(W / 2)}" y="${n(94 * f)}" text-anchor="middle" font-size="${n(18 * f)}" fill="#6b5e45">${esc(
      [location, `${plots.length} plots`, 'approved layout plan'].filter(Boolean).join(' · '),
    )}</text>`,
  );

  // Main road outside the boundary and the entrance leading to it.
  const main = plan.mainRoad;
  out.push(
    `<path fill="#b9b7b0" d="${rectPath(main)}${rectPath(plan.entrance)}"/>`,
    `<path stroke="#fff" stroke-width="${n(2 * f)}" stroke-dasharray="${n(24 * f)} ${n(16 * f)}" d="M${main.x0} ${n((main.y0 + main.y1) / 2)}H${main.x1}"/>`,
  );
  const mainFont = Math.min(22 * f, (main.y1 - main.y0) * 0.45);
  out.push(
    `<text x="${n(main.x0 + (main.x1 - main.x0) * 0.2)}" y="${n((main.y0 + main.y1) / 2 - mainFont * 0.5)}" text-anchor="middle" font-size="${n(mainFont)}" font-weight="bold" fill="#4d4a44">${esc(
      `${plan.mainRoadFt}' MAIN ROAD${location ? ` TO ${location.split(',')[0]!.toUpperCase()}` : ''}`,
    )}</text>`,
  );

  // Roads: the grid area in grey, the blocks in paper colour on top.
  out.push(`<path fill="#c6c4bd" d="${rectPath(plan.grid)}"/>`);
  out.push(`<path fill="#fbf8ee" stroke="#9c8f70" stroke-width="${n(Math.max(1, 1.5 * f))}" d="${plan.blocks.map(rectPath).join('')}"/>`);

  // Road names.
  const roadFont = Math.max(
    9,
    Math.round(
      Math.min(16 * f, (plan.roads[0] ? Math.min(plan.roads[0].x1 - plan.roads[0].x0, plan.roads[0].y1 - plan.roads[0].y0) : 30) * 0.42),
    ),
  );
  const labels: string[] = [];
  plan.roads.forEach((rd, i) => {
    if (i % 2 === 1) return;
    const cx = (rd.x0 + rd.x1) / 2;
    const cy = (rd.y0 + rd.y1) / 2;
    const text = `${plan.roadFt}' ROAD`;
    if (rd.horizontal) {
      const x = rd.x0 + (rd.x1 - rd.x0) * (i % 4 === 0 ? 0.3 : 0.7);
      labels.push(`<text x="${n(x)}" y="${n(cy + roadFont * 0.35)}">${text}</text>`);
    } else {
      const y = rd.y0 + (rd.y1 - rd.y0) * 0.5;
      labels.push(`<text transform="translate(${n(cx + roadFont * 0.35)} ${n(y)}) rotate(-90)">${text}</text>`);
    }
  });
  out.push(`<g font-size="${roadFont}" fill="#fdfdfb" text-anchor="middle" font-weight="bold">${labels.join('')}</g>`);

  // Park with a few trees.
  if (plan.park) {
    const p = plan.park;
    const pw = p.x1 - p.x0;
    const ph = p.y1 - p.y0;
    out.push(`<rect x="${p.x0}" y="${p.y0}" width="${pw}" height="${ph}" fill="#cfe6bf" stroke="#7fa86a" stroke-width="${n(2 * f)}"/>`);
    const upright = ph > pw * 1.4;
    const along = upright ? ph : pw;
    const across = upright ? pw : ph;
    const parkFont = Math.max(10, Math.min(22 * f, along / 8, across / 3));
    const labelHalfW = (upright ? parkFont * 0.8 : parkFont * 3.6) + 8 * f;
    const labelHalfH = (upright ? parkFont * 3.6 : parkFont * 0.8) + 8 * f;
    const pcx = p.x0 + pw / 2;
    const pcy = p.y0 + ph / 2;
    const step = Math.max(26 * f, Math.sqrt((pw * ph) / 30));
    const trees: string[] = [];
    for (let y = p.y0 + step / 2; y < p.y1 - step / 3; y += step) {
      for (let x = p.x0 + step / 2; x < p.x1 - step / 3; x += step) {
        if (Math.abs(x - pcx) < labelHalfW && Math.abs(y - pcy) < labelHalfH) continue;
        trees.push(`M${n(x - 7 * f)} ${n(y)}a${n(7 * f)} ${n(7 * f)} 0 1 0 ${n(14 * f)} 0a${n(7 * f)} ${n(7 * f)} 0 1 0 ${n(-14 * f)} 0`);
      }
    }
    out.push(`<path fill="#8dbb72" d="${trees.join('')}"/>`);
    const place = upright
      ? `transform="translate(${n(pcx + parkFont * 0.35)} ${n(pcy)}) rotate(-90)"`
      : `x="${n(pcx)}" y="${n(pcy + parkFont * 0.35)}"`;
    out.push(`<text ${place} text-anchor="middle" font-size="${n(parkFont)}" font-weight="bold" fill="#3f6b2c">O.S.R. PARK</text>`);
  }

  // Faint plot outlines (plots not yet placed on the map are skipped).
  const outlines: string[] = [];
  for (const plot of plots) {
    const pts = readPoints(plot['coordinates']);
    if (pts.length < 3) continue;
    outlines.push(polyPath(pts));
  }
  out.push(`<path fill="none" stroke="#c9bb98" stroke-width="1" d="${outlines.join('')}"/>`);

  // Boundary (dash-dot) with a gap at the entrance.
  const g = plan.grid;
  const o = Math.round(6 * f);
  const bx0 = g.x0 - o;
  const by0 = g.y0 - o;
  const bx1 = g.x1 + o;
  const by1 = g.y1 + o;
  out.push(
    `<path fill="none" stroke="#b23b2b" stroke-width="${n(3 * f)}" stroke-dasharray="${n(26 * f)} ${n(8 * f)} ${n(5 * f)} ${n(8 * f)}" d="M${plan.entrance.x0} ${by1}H${bx0}V${by0}H${bx1}V${by1}H${plan.entrance.x1}"/>`,
  );

  // North arrow.
  const cx = W - 90 * f;
  const cy = 68 * f;
  const rr = 30 * f;
  out.push(
    `<g stroke="${INK}" stroke-width="${n(Math.max(1, 1.5 * f))}">`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="none"/>`,
    `<path fill="${INK}" d="M${n(cx)} ${n(cy - rr * 0.9)}L${n(cx + rr * 0.28)} ${n(cy)}H${n(cx - rr * 0.28)}z"/>`,
    `<path fill="${PAPER}" d="M${n(cx)} ${n(cy + rr * 0.9)}L${n(cx + rr * 0.28)} ${n(cy)}H${n(cx - rr * 0.28)}z"/>`,
    `</g>`,
    `<text x="${n(cx)}" y="${n(cy - rr - 6 * f)}" text-anchor="middle" font-size="${n(18 * f)}" font-weight="bold" fill="${INK}">N</text>`,
  );

  // Scale bar: four segments of 25 ft.
  const seg = 25 * plan.scale;
  const sx0 = 40 * f;
  const sy0 = Math.min(H - 40 * f, main.y1 + 30 * f);
  const segs: string[] = [];
  for (let i = 0; i < 4; i++) {
    segs.push(`<rect x="${n(sx0 + i * seg)}" y="${n(sy0)}" width="${n(seg)}" height="${n(8 * f)}" fill="${i % 2 ? PAPER : INK}"/>`);
  }
  out.push(
    `<g stroke="${INK}" stroke-width="1">${segs.join('')}</g>`,
    `<g font-size="${n(12 * f)}" fill="${INK}" text-anchor="middle">`,
    `<text x="${n(sx0)}" y="${n(sy0 + 24 * f)}">0</text>`,
    `<text x="${n(sx0 + 2 * seg)}" y="${n(sy0 + 24 * f)}">50</text>`,
    `<text x="${n(sx0 + 4 * seg)}" y="${n(sy0 + 24 * f)}">100 ft</text>`,
    `</g>`,
    `<text x="${n(W - 40 * f)}" y="${n(sy0 + 16 * f)}" text-anchor="end" font-size="${n(12 * f)}" fill="#6b5e45">All dimensions in feet · plot numbers as per approved plan</text>`,
  );

  out.push('</svg>');
  return out.join('\n');
}
