/** The demo API's own calls: reset the data, the drawn layout images, and a 404 for the rest. */
import { http, HttpResponse } from 'msw';
import { resetDb, table } from '../db';
import { layoutSvg } from '../seed';
import { API, fail, ok } from './util';

export const demoHandlers = [
  http.post(`${API}/__demo/reset`, () => {
    resetDb();
    return ok(null, 'The demo data has been reset.');
  }),

  http.get(`${API}/demo-assets/layout/:file`, ({ params }) => {
    const id = Number(String(params.file).replace(/\.svg$/, ''));
    const layout = table('layout').find(l => l.id === id);
    if (!layout) return new HttpResponse('Not found', { status: 404 });
    const plots = table('plot').filter(p => p.lid === id);
    return new HttpResponse(layoutSvg(layout, plots), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
    });
  }),
];

/** Last: any other call under the API root gets an envelope, never a network error. */
export const notFoundHandlers = [http.all(`${API}/*`, () => fail('Not found', 404))];
