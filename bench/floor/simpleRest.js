/**
 * A stand-in for ra-data-simple-rest (not installed in this project), speaking the same REST
 * dialect with the same dependencies (ra-core's fetchUtils and query-string), so the floor
 * weighs what an app on ra-data-simple-rest weighs:
 *
 *   getList / getManyReference  GET  {api}/{resource}?sort=["f","ASC"]&range=[0,24]&filter={…}
 *                               total from the Content-Range header
 *   getOne                      GET  {api}/{resource}/{id}
 *   getMany                     GET  {api}/{resource}?filter={"id":[…]}
 *   create / update / delete    POST {api}/{resource}, PUT / DELETE {api}/{resource}/{id}
 *   updateMany / deleteMany     one call per id
 */
import { stringify } from 'query-string';
import { fetchUtils } from 'ra-core';

const totalOf = (headers, resource) => {
  const range = headers.get('Content-Range');
  if (!range) throw new Error(`${resource}: the Content-Range header is missing from the list answer`);
  return Number.parseInt(range.split('/').pop(), 10);
};

export const simpleRestProvider = (apiUrl, httpClient = fetchUtils.fetchJson) => {
  const list = (resource, { pagination, sort, filter, signal }) => {
    const from = (pagination.page - 1) * pagination.perPage;
    const to = pagination.page * pagination.perPage - 1;
    const query = stringify({
      sort: JSON.stringify([sort.field, sort.order]),
      range: JSON.stringify([from, to]),
      filter: JSON.stringify(filter),
    });
    return httpClient(`${apiUrl}/${resource}?${query}`, {
      headers: new Headers({ Range: `${resource}=${from}-${to}` }),
      signal,
    }).then(({ headers, json }) => ({ data: json, total: totalOf(headers, resource) }));
  };
  const one = (resource, id, options) => httpClient(`${apiUrl}/${resource}/${id}`, options);
  const textPlain = () => new Headers({ 'Content-Type': 'text/plain' });
  return {
    getList: list,
    getManyReference: (resource, params) =>
      list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    getOne: (resource, params) => one(resource, params.id, { signal: params.signal }).then(({ json }) => ({ data: json })),
    getMany: (resource, params) =>
      httpClient(`${apiUrl}/${resource}?${stringify({ filter: JSON.stringify({ id: params.ids }) })}`, {
        signal: params.signal,
      }).then(({ json }) => ({ data: json })),
    create: (resource, params) =>
      httpClient(`${apiUrl}/${resource}`, { method: 'POST', body: JSON.stringify(params.data) }).then(({ json }) => ({ data: json })),
    update: (resource, params) =>
      one(resource, params.id, { method: 'PUT', body: JSON.stringify(params.data) }).then(({ json }) => ({ data: json })),
    updateMany: (resource, params) =>
      Promise.all(params.ids.map(id => one(resource, id, { method: 'PUT', body: JSON.stringify(params.data) }))).then(
        answers => ({ data: answers.map(({ json }) => json.id) }),
      ),
    delete: (resource, params) =>
      one(resource, params.id, { method: 'DELETE', headers: textPlain() }).then(({ json }) => ({ data: json })),
    deleteMany: (resource, params) =>
      Promise.all(params.ids.map(id => one(resource, id, { method: 'DELETE', headers: textPlain() }))).then(answers => ({
        data: answers.map(({ json }) => json.id),
      })),
  };
};
