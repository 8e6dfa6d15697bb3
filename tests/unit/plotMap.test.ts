/**
 * The plot map rules, each table traced to the specification:
 * spec 1 §4 "Polygon rules", "Plot map editor" (modes, zoom), §4 map colours, §7 (cords),
 * spec 1 §2 (stage size, Find), spec 3 "Price guides" (blue / pink / purple), inventory C5.
 */
import { describe, expect, it } from 'vitest';
import { encodeEntries } from '../../src/api/formData';
import { MAP_COLORS, STATUS_COLORS } from '../../src/features/plotStatus/colors';
import {
  INITIAL_EDITOR,
  LAYOUT_ZOOM_STEPS,
  MAP_MESSAGES,
  canZoomIn,
  canZoomOut,
  copyShape,
  defaultRectangle,
  dropCorner,
  editorReducer,
  findPlot,
  fitScale,
  insertMidpoint,
  isPlaced,
  layoutZoomIn,
  layoutZoomOut,
  layoutZoomScale,
  plotColor,
  pointInPolygon,
  priceGuideColor,
  removePoint,
  stageSize,
  toCords,
  toolbarEnabled,
  zoomIn,
  zoomOut,
  zoomView,
  type EditorAction,
  type EditorState,
  type Point,
} from '../../src/features/plotMap/mapLogic';

const square: Point[] = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];
const pentagon: Point[] = [
  [0, 0],
  [10, 0],
  [15, 5],
  [10, 10],
  [0, 10],
];

describe('polygon rules (spec 1 §4: "a dragged corner landing within 1 unit of a neighbour merges with it when there are more than 4 points")', () => {
  it.each([
    ['5 points, dropped 0.5 from the previous corner: merges', pentagon, 2, [10.5, 0] as Point, 4],
    ['5 points, dropped exactly 1 from the next corner: merges', pentagon, 2, [10, 9] as Point, 4],
    ['5 points, dropped 1.5 away: no merge', pentagon, 2, [10, 8.5] as Point, 5],
    ['4 points, dropped onto a neighbour: no merge (not more than 4)', square, 1, [0.5, 0] as Point, 4],
    ['5 points, dropped near a corner that is not a neighbour: no merge', pentagon, 2, [0.5, 10] as Point, 5],
  ])('%s', (_name, points, index, to, count) => {
    const result = dropCorner(points, index, to);
    expect(result).toHaveLength(count);
    if (count === points.length) expect(result[index]).toEqual(to);
    else expect(result).not.toContainEqual(to);
  });

  it('a merged corner leaves its neighbour where it was', () => {
    expect(dropCorner(pentagon, 2, [10.5, 0.5])).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ]);
  });
});

describe('polygon rules (spec 1 §4: "clicking a midpoint handle adds a point"; "double-clicking a point removes it only above 3")', () => {
  it.each([
    ['edge 0 of the square', square, 0, 1, [5, 0]],
    ['edge 2 of the square', square, 2, 3, [5, 10]],
    ['the closing edge', square, 3, 4, [0, 5]],
  ] as const)('midpoint of %s', (_name, points, edge, at, mid) => {
    const result = insertMidpoint(points as Point[], edge);
    expect(result).toHaveLength(points.length + 1);
    expect(result[at]).toEqual(mid);
  });

  it.each([
    ['5 points: removed', pentagon, 5, 4],
    ['4 points: removed', square, 4, 3],
    ['3 points: kept (a polygon keeps at least 3 points)', square.slice(0, 3), 3, 3],
  ] as const)('%s', (_name, points, before, after) => {
    expect(points).toHaveLength(before);
    expect(removePoint(points as Point[], 0)).toHaveLength(after);
  });
});

describe('the new shape (spec 1 §4: "half-width 50 and half-height 100 (or a sixth of the width and a quarter of the height for small images, under 200)")', () => {
  it.each([
    [
      'a 4200 x 3000 image',
      { width: 4200, height: 3000 },
      [
        [2050, 1400],
        [2150, 1400],
        [2150, 1600],
        [2050, 1600],
      ],
    ],
    [
      'a 200 x 200 image (not under 200)',
      { width: 200, height: 200 },
      [
        [50, 0],
        [150, 0],
        [150, 200],
        [50, 200],
      ],
    ],
    [
      'a 120 x 160 image',
      { width: 120, height: 160 },
      [
        [40, 40],
        [80, 40],
        [80, 120],
        [40, 120],
      ],
    ],
    [
      'a 600 x 150 image (height under 200)',
      { width: 600, height: 150 },
      [
        [200, 37.5],
        [400, 37.5],
        [400, 112.5],
        [200, 112.5],
      ],
    ],
  ])('%s', (_name, size, expected) => {
    expect(defaultRectangle(size)).toEqual(expected);
  });
});

describe('zoom (spec 1 §4: steps of 0.5, zoom out only when above 0.5, zoom in only when below 4; C5)', () => {
  it.each([
    [0.5, false, true, 0.5, 1],
    [1, true, true, 0.5, 1.5],
    [3.5, true, true, 3, 4],
    [4, true, false, 3.5, 4],
  ])('at %s: out %s, in %s', (zoom, out, inn, afterOut, afterIn) => {
    expect(canZoomOut(zoom)).toBe(out);
    expect(canZoomIn(zoom)).toBe(inn);
    expect(zoomOut(zoom)).toBe(afterOut);
    expect(zoomIn(zoom)).toBe(afterIn);
  });

  it('the layout map steps are 0 (fit), 1, 1.5', () => {
    expect(LAYOUT_ZOOM_STEPS).toEqual([0, 1, 1.5]);
    expect([layoutZoomIn(0), layoutZoomIn(1), layoutZoomIn(1.5)]).toEqual([1, 1.5, 1.5]);
    expect([layoutZoomOut(0), layoutZoomOut(1), layoutZoomOut(1.5)]).toEqual([0, 0, 1]);
    expect(layoutZoomScale(0, 0.25)).toBe(0.25);
    expect(layoutZoomScale(1.5, 0.25)).toBe(1.5);
  });

  it('fits the image and zooms about the stage centre', () => {
    expect(fitScale({ width: 986, height: 800 }, { width: 4200, height: 3000 })).toBeCloseTo(986 / 4200);
    const view = zoomView({ scale: 1, x: 0, y: 0 }, { width: 100, height: 100 }, 2);
    // The image point under the centre (50, 50) stays under it.
    expect([view.x + 50 * view.scale, view.y + 50 * view.scale]).toEqual([50, 50]);
  });
});

describe('stage size (spec 1 §4: at least 800 high; width window minus 380 on screens wider than 599; height window minus 150)', () => {
  it.each([
    [
      { width: 1366, height: 900 },
      { width: 986, height: 800 },
    ],
    [
      { width: 1920, height: 1080 },
      { width: 1540, height: 930 },
    ],
    [
      { width: 600, height: 1200 },
      { width: 220, height: 1050 },
    ],
    [
      { width: 599, height: 700 },
      { width: 599, height: 800 },
    ],
    [
      { width: 375, height: 667 },
      { width: 375, height: 800 },
    ],
  ])('window %o', (win, expected) => {
    expect(stageSize(win)).toEqual(expected);
  });
});

describe('map colours (spec 1 §4: Available green; Blocked yellow; Booked orange (red when paid); Sold dark red (pink with resale records in resale view); no coordinates purple)', () => {
  const placed = { coordinates: square };
  it.each([
    ['Available', { status: 'Available' }, false, STATUS_COLORS.Available],
    ['Blocked', { status: 'Blocked' }, false, STATUS_COLORS.Blocked],
    ['Booked, not paid', { status: 'Booked', plotbooked: { paid: 0 } }, false, STATUS_COLORS.Booked],
    ['Booked, paid', { status: 'Booked', plotbooked: { paid: 1 } }, false, MAP_COLORS.bookedPaid],
    ['Sold', { status: 'Sold' }, false, STATUS_COLORS.Sold],
    ['Sold with resale records, normal view', { status: 'Sold', plotResale: [{ id: 1 }] }, false, STATUS_COLORS.Sold],
    ['Sold with resale records, resale view', { status: 'Sold', plotResale: [{ id: 1 }] }, true, MAP_COLORS.soldResale],
    ['Sold without resale records, resale view', { status: 'Sold', plotResale: [] }, true, STATUS_COLORS.Sold],
  ])('%s', (_name, plot, resale, colour) => {
    expect(plotColor({ id: 1, ...placed, ...plot }, resale)).toBe(colour);
  });

  it.each([
    [[]],
    [null],
    [
      [
        [1, 2],
        [3, 4],
      ],
    ],
  ])('no coordinates (%j): purple, whatever the status', coordinates => {
    expect(plotColor({ id: 1, status: 'Sold', coordinates })).toBe(MAP_COLORS.unplaced);
    expect(isPlaced(coordinates)).toBe(false);
  });

  it('the named colours', () => {
    expect(STATUS_COLORS.Available).toBe('#2e7d32');
    expect(MAP_COLORS.bookedPaid).toBe('#d32f2f');
    expect(MAP_COLORS.unplaced).toBe('#7b1fa2');
  });
});

describe('price guide colours (spec 3 "Price guides": unassigned blue, assigned pink, no coordinates purple)', () => {
  it.each([
    ['assigned to this guide', { priceguide_id: 7, coordinates: square }, MAP_COLORS.assigned],
    ['assigned (id as text)', { priceguide_id: '7', coordinates: square }, MAP_COLORS.assigned],
    ['unassigned', { priceguide_id: null, coordinates: square }, MAP_COLORS.unassigned],
    ['assigned to another guide', { priceguide_id: 8, coordinates: square }, MAP_COLORS.unassigned],
    ['without coordinates', { priceguide_id: 7, coordinates: [] }, MAP_COLORS.unplaced],
  ])('%s', (_name, plot, colour) => {
    expect(priceGuideColor({ id: 1, ...plot }, 7)).toBe(colour);
  });
});

describe('cords (spec 1 §7: cords[i][0], cords[i][1])', () => {
  it('are sent as cords[i][0], cords[i][1] in multipart', () => {
    const cords = toCords([
      [10.123, 20],
      [30, 40.456],
      [50, 60],
    ]);
    expect(cords).toEqual([
      [10.12, 20],
      [30, 40.46],
      [50, 60],
    ]);
    expect(encodeEntries({ cords })).toEqual([
      ['cords[0][0]', '10.12'],
      ['cords[0][1]', '20'],
      ['cords[1][0]', '30'],
      ['cords[1][1]', '40.46'],
      ['cords[2][0]', '50'],
      ['cords[2][1]', '60'],
    ]);
  });
});

describe('find and hit testing (spec 1 §2 plot-number search; §9 "Plot Not Found")', () => {
  const plots = [
    { id: 1, number: 'A-12' },
    { id: 2, number: '7' },
  ];
  it.each([
    ['A-12', 1],
    [' a-12 ', 1],
    ['7', 2],
    ['A-1', undefined],
    ['', undefined],
  ])('"%s"', (text, id) => {
    expect(findPlot(plots, text)?.id).toBe(id);
  });
  it('has the message verbatim', () => expect(MAP_MESSAGES.notFound).toBe('Plot Not Found'));
  it.each([
    [5, 5, true],
    [16, 5, false],
    [14, 5, true],
    [14, 1, false],
  ])('(%s, %s) inside the pentagon: %s', (x, y, inside) => {
    expect(pointInPolygon(x, y, pentagon)).toBe(inside);
  });
});

describe('modes (spec 1 §4 "Plot map editor")', () => {
  const image = { width: 4200, height: 3000 };
  const browseSelected: EditorState = { mode: 'browse', selectedId: 5, draft: null };
  const creating: EditorState = { mode: 'create', selectedId: null, draft: defaultRectangle(image) };
  const editing: EditorState = { mode: 'edit', selectedId: 5, draft: square };
  const copying: EditorState = { mode: 'copy', selectedId: 5, draft: copyShape(square) };
  const resale: EditorState = { mode: 'resale', selectedId: null, draft: null };

  const rows: Array<[string, EditorState, EditorAction, Partial<EditorState>]> = [
    ['browse: a click selects', INITIAL_EDITOR, { type: 'select', id: 5 }, { mode: 'browse', selectedId: 5 }],
    ['browse: a click on the selected plot deselects', browseSelected, { type: 'select', id: 5 }, { selectedId: null }],
    ['browse: a click on another plot selects it', browseSelected, { type: 'select', id: 6 }, { selectedId: 6 }],
    ['create: no selection', creating, { type: 'select', id: 5 }, { selectedId: null, mode: 'create' }],
    ['edit: no selection change', editing, { type: 'select', id: 6 }, { selectedId: 5, mode: 'edit' }],
    [
      'Add clears the selection and starts the default rectangle',
      browseSelected,
      { type: 'add', image },
      { mode: 'create', selectedId: null, draft: defaultRectangle(image) },
    ],
    ['Edit needs a selected plot', INITIAL_EDITOR, { type: 'edit', points: square, image }, { mode: 'browse', draft: null }],
    [
      'Edit takes the selected plot shape',
      browseSelected,
      { type: 'edit', points: square, image },
      { mode: 'edit', draft: square, selectedId: 5 },
    ],
    [
      'Edit of a plot without coordinates places the default rectangle',
      browseSelected,
      { type: 'edit', points: [], image },
      { mode: 'edit', draft: defaultRectangle(image) },
    ],
    [
      'Copy takes the selected shape beside it',
      browseSelected,
      { type: 'copy', points: square },
      { mode: 'copy', draft: copyShape(square) },
    ],
    ['Copy needs a polygon', browseSelected, { type: 'copy', points: [] }, { mode: 'browse' }],
    ['Cancel ends creating', creating, { type: 'cancel' }, { mode: 'browse', draft: null }],
    ['Cancel ends editing, the selection stays', editing, { type: 'cancel' }, { mode: 'browse', selectedId: 5, draft: null }],
    ['after an edit save the selection clears', editing, { type: 'saved' }, { mode: 'browse', selectedId: null, draft: null }],
    ['after a create save: browse', creating, { type: 'saved' }, { mode: 'browse', draft: null }],
    ['after a copy save: browse, the original stays selected', copying, { type: 'saved' }, { mode: 'browse', selectedId: 5, draft: null }],
    ['Resale opens the resale view', browseSelected, { type: 'resale' }, { mode: 'resale', selectedId: 5 }],
    ['resale view: a click selects', resale, { type: 'select', id: 3 }, { mode: 'resale', selectedId: 3 }],
    ['Back leaves the resale view', resale, { type: 'back' }, { mode: 'browse' }],
    ['Resale is not available while editing', editing, { type: 'resale' }, { mode: 'edit' }],
    [
      'dropping a corner applies the merge rule',
      { ...editing, draft: pentagon },
      { type: 'dropCorner', index: 2, to: [10.5, 0] },
      { draft: dropCorner(pentagon, 2, [10.5, 0]) },
    ],
    ['a midpoint handle adds a point', editing, { type: 'insertPoint', edge: 0 }, { draft: insertMidpoint(square, 0) }],
    ['double-click removes a point above 3', editing, { type: 'removePoint', index: 0 }, { draft: removePoint(square, 0) }],
    [
      'moving the shape',
      creating,
      { type: 'moveShape', dx: 10, dy: -5 },
      { draft: defaultRectangle(image).map(([x, y]) => [x + 10, y - 5] as Point) },
    ],
    ['no drawing in browse', INITIAL_EDITOR, { type: 'insertPoint', edge: 0 }, { draft: null }],
  ];
  it.each(rows)('%s', (_name, state, action, expected) => {
    expect(editorReducer(state, action)).toMatchObject(expected);
  });
});

describe('toolbar (spec 1 §4: edit needs a selected plot; Save Plot / Save Changes / Cancel while drawing)', () => {
  const ctx = { zoom: 1, selectedPlaced: true, canCreate: true, canUpdate: true };
  const on = (state: EditorState, extra = {}) =>
    Object.entries(toolbarEnabled(state, { ...ctx, ...extra }))
      .filter(([, v]) => v)
      .map(([k]) => k)
      .sort();
  it.each([
    ['browse, nothing selected', INITIAL_EDITOR, {}, ['add', 'find', 'resale', 'zoomIn', 'zoomOut']],
    ['browse, a plot selected', { ...INITIAL_EDITOR, selectedId: 1 }, {}, ['add', 'copy', 'edit', 'find', 'resale', 'zoomIn', 'zoomOut']],
    [
      'browse, a plot without coordinates selected',
      { ...INITIAL_EDITOR, selectedId: 1 },
      { selectedPlaced: false },
      ['add', 'edit', 'find', 'resale', 'zoomIn', 'zoomOut'],
    ],
    ['create', { mode: 'create', selectedId: null, draft: square }, {}, ['cancel', 'savePlot', 'zoomIn', 'zoomOut']],
    ['copy', { mode: 'copy', selectedId: 1, draft: square }, {}, ['cancel', 'savePlot', 'zoomIn', 'zoomOut']],
    ['edit', { mode: 'edit', selectedId: 1, draft: square }, {}, ['cancel', 'saveChanges', 'zoomIn', 'zoomOut']],
    ['resale view', { mode: 'resale', selectedId: null, draft: null }, {}, ['add', 'back', 'find', 'zoomIn', 'zoomOut']],
    ['browse at zoom 4', INITIAL_EDITOR, { zoom: 4 }, ['add', 'find', 'resale', 'zoomOut']],
    [
      'browse without plot.create / plot.update',
      { ...INITIAL_EDITOR, selectedId: 1 },
      { canCreate: false, canUpdate: false },
      ['find', 'resale', 'zoomIn', 'zoomOut'],
    ],
    ['edit while saving', { mode: 'edit', selectedId: 1, draft: square }, { pending: true }, ['zoomIn', 'zoomOut']],
  ] as Array<[string, EditorState, object, string[]]>)('%s', (_name, state, extra, expected) => {
    expect(on(state, extra)).toEqual([...expected].sort());
  });
});
