/** The plot map by keyboard, wheel and screen reader (issue 19): the pure rules of mapKeyboard.ts. */
import { describe, expect, it } from 'vitest';
import {
  mapKey,
  nearestInDirection,
  nearestTo,
  panView,
  plotLabel,
  wheelStep,
  zoomAt,
  WHEEL_STEP,
  pinchStep,
  touchPair,
  PINCH_RATIO,
} from '../../src/features/plotMap/mapKeyboard';
import type { Point } from '../../src/features/plotMap/mapLogic';

describe('plotLabel', () => {
  it.each([
    [{ number: 114, status: 'Available', measurement: '30:60:35:70', is_corner: 1 }, 'Plot 114, Available, 30 × 60, corner'],
    [{ number: '7A', status: 'Sold', measurement: '40:50:40:50', is_corner: 0 }, 'Plot 7A, Sold, 40 × 50'],
    [{ number: 9, status: 'Booked', measurement: 'irregular', is_corner: '1' }, 'Plot 9, Booked, irregular, corner'],
    [{ number: 3, status: null, measurement: null }, 'Plot 3'],
  ])('%j → %s', (row, label) => expect(plotLabel(row)).toBe(label));
});

/*
 * A grid of plots, 100 apart:      a(0,0)   b(100,0)   c(200,0)
 *                                  d(0,100) e(100,100) f(200,100)
 *                                  g(0,200) h(100,200) far(300,10)
 */
const grid: Array<{ id: string; centre: Point }> = [
  { id: 'a', centre: [0, 0] },
  { id: 'b', centre: [100, 0] },
  { id: 'c', centre: [200, 0] },
  { id: 'd', centre: [0, 100] },
  { id: 'e', centre: [100, 100] },
  { id: 'f', centre: [200, 100] },
  { id: 'g', centre: [0, 200] },
  { id: 'h', centre: [100, 200] },
  { id: 'far', centre: [300, 10] },
];
const at = (id: string) => grid.find(p => p.id === id)!.centre;

describe('nearestInDirection', () => {
  it.each([
    ['e', 'right', 'f'],
    ['e', 'left', 'd'],
    ['e', 'up', 'b'],
    ['e', 'down', 'h'],
    ['a', 'right', 'b'],
    ['c', 'right', 'far'],
    ['a', 'left', null],
    ['a', 'up', null],
    ['far', 'right', null],
  ] as const)('from %s going %s: %s', (from, direction, expected) =>
    expect(nearestInDirection(grid, at(from), direction, from)).toBe(expected),
  );

  it('follows the row rather than the nearest plot diagonally ahead', () => {
    const row = [
      { id: 'diagonal', centre: [60, 55] as Point },
      { id: 'same-row', centre: [110, 0] as Point },
    ];
    expect(nearestInDirection(row, [0, 0], 'right')).toBe('same-row');
  });

  it('nearestTo picks the closest centre whatever the direction', () => {
    expect(nearestTo(grid, [90, 110])).toBe('e');
    expect(nearestTo([], [0, 0])).toBeNull();
  });
});

describe('zoom about the pointer and pan', () => {
  it('keeps the image point under the pointer where it is', () => {
    const view = { scale: 1, x: -50, y: 20 };
    const pointer = { x: 300, y: 200 };
    const imagePoint = [(pointer.x - view.x) / view.scale, (pointer.y - view.y) / view.scale];
    const next = zoomAt(view, pointer, 2.5);
    expect(next.scale).toBe(2.5);
    expect(next.x + imagePoint[0]! * next.scale).toBeCloseTo(pointer.x);
    expect(next.y + imagePoint[1]! * next.scale).toBeCloseTo(pointer.y);
  });

  it('pans the view the arrow way (the map moves the other way)', () => {
    expect(panView({ scale: 2, x: 0, y: 0 }, 'right', 80)).toEqual({ scale: 2, x: -80, y: 0 });
    expect(panView({ scale: 2, x: 0, y: 0 }, 'up', 80)).toEqual({ scale: 2, x: 0, y: 80 });
  });
});

describe('wheelStep', () => {
  it('a mouse notch is a step: up zooms in, down zooms out', () => {
    expect(wheelStep(0, -WHEEL_STEP)).toEqual({ step: 1, rest: 0 });
    expect(wheelStep(0, WHEEL_STEP)).toEqual({ step: -1, rest: 0 });
  });
  it('a trackpad adds small deltas until they make a step', () => {
    let rest = 0;
    const steps: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = wheelStep(rest, -25);
      rest = r.rest;
      steps.push(r.step);
    }
    expect(steps).toEqual([0, 0, 0, 1, 0, 0, 0, 1, 0, 0]);
  });
  it('counts lines and pages', () => {
    expect(wheelStep(0, 3, 1).step).toBe(-1);
    expect(wheelStep(0, -1, 2).step).toBe(1);
    expect(wheelStep(0, 1, 1)).toEqual({ step: 0, rest: 40 });
  });
});

describe('mapKey', () => {
  it.each([
    [{ key: 'ArrowLeft' }, { kind: 'select', direction: 'left' }],
    [
      { key: 'ArrowDown', shiftKey: true },
      { kind: 'pan', direction: 'down' },
    ],
    [
      { key: 'ArrowUp', ctrlKey: true },
      { kind: 'pan', direction: 'up' },
    ],
    [{ key: '+' }, { kind: 'zoom', step: 1 }],
    [{ key: '=' }, { kind: 'zoom', step: 1 }],
    [{ key: '-' }, { kind: 'zoom', step: -1 }],
    [{ key: 'Enter' }, { kind: 'open' }],
    [{ key: 'Escape' }, { kind: 'leave' }],
    [{ key: 'Tab' }, null],
    [{ key: '-', ctrlKey: true }, null],
    [{ key: 'a' }, null],
  ])('%j', (event, expected) => expect(mapKey(event)).toEqual(expected));
});

describe('pinchStep and touchPair (two fingers on a touch screen)', () => {
  it('zooms in a step when the fingers move 25 % apart, out when 25 % together, and starts the next step there', () => {
    expect(pinchStep(100, 110)).toEqual({ step: 0, base: 100 });
    expect(pinchStep(100, 100 * PINCH_RATIO)).toEqual({ step: 1, base: 125 });
    expect(pinchStep(125, 100)).toEqual({ step: -1, base: 100 });
    expect(pinchStep(100, 90)).toEqual({ step: 0, base: 100 });
  });
  it('takes a long pinch step by step', () => {
    let base = 100;
    const steps: number[] = [];
    for (const distance of [110, 130, 150, 170, 200, 160, 120]) {
      const r = pinchStep(base, distance);
      base = r.base;
      steps.push(r.step);
    }
    expect(steps).toEqual([0, 1, 0, 1, 0, 0, -1]);
  });
  it('ignores a zero distance (two touches on one point)', () => {
    expect(pinchStep(0, 50)).toEqual({ step: 0, base: 50 });
    expect(pinchStep(50, 0)).toEqual({ step: 0, base: 50 });
  });
  it('measures two touches from the map corner, and nothing for one or three', () => {
    const origin = { left: 10, top: 20 };
    expect(
      touchPair(
        [
          { clientX: 10, clientY: 20 },
          { clientX: 40, clientY: 60 },
        ],
        origin,
      ),
    ).toEqual({ distance: 50, centre: { x: 15, y: 20 } });
    expect(touchPair([{ clientX: 10, clientY: 20 }], origin)).toBeNull();
    expect(
      touchPair(
        [
          { clientX: 1, clientY: 1 },
          { clientX: 2, clientY: 2 },
          { clientX: 3, clientY: 3 },
        ],
        origin,
      ),
    ).toBeNull();
  });
});
