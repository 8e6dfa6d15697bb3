/**
 * The test setup's quicker answers for the testing library's label queries (tests/setup.ts): an
 * element's `labels`, and querySelector('[id="…"]'), proved equal to what jsdom's own walks find
 * (querySelectorAll, which the setup leaves as it is) on a page built to meet every case.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { idOfSelector } from '../idSelector';

const page = () => {
  document.body.innerHTML = `
    <main id="main">
      <label id="l1" for="name">Name</label><input id="name" />
      <label>Wrapped <input id="wrapped" /></label>
      <label for="name">Name again</label>
      <label for="missing">For nothing</label>
      <label for="para">For a paragraph</label><p id="para">not labelable</p>
      <section id="first-box"><span id="dup">first</span></section>
      <section id="second-box"><span id="dup">second</span><b id="only-here">b</b></section>
      <div role="listbox" aria-labelledby="l1 ghost"></div>
      <span id='with"quote'>q</span>
      <input type="hidden" id="hidden" /><label for="hidden">Hidden</label>
    </main>`;
  return document.body;
};

/** jsdom's own answer: its querySelectorAll, left as it is by the setup. */
const own = (root: ParentNode, selectors: string) => root.querySelectorAll(selectors)[0] ?? null;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('querySelector of an id, from the id index', () => {
  it('reads only the exact [id="…"] form, without quotes or backslashes inside', () => {
    expect(idOfSelector('[id="a-1:r2:"]')).toBe('a-1:r2:');
    expect(idOfSelector('[id="a"] span')).toBeNull();
    expect(idOfSelector('#a')).toBeNull();
    expect(idOfSelector('[id="a\\"b"]')).toBeNull();
  });

  it('answers as jsdom does from the document, the body, a box holding the first match, and one holding only a later one', () => {
    page();
    const boxes = ['main', 'first-box', 'second-box'].map(id => document.querySelectorAll(`[id="${id}"]`)[0]!);
    for (const root of [document, document.body, ...boxes]) {
      for (const id of ['name', 'dup', 'only-here', 'ghost', 'main', 'first-box', 'para']) {
        const selectors = `[id="${id}"]`;
        expect(root.querySelector(selectors), `${id} from ${(root as Element).id ?? 'document'}`).toBe(own(root, selectors));
      }
    }
    // The second box's own "dup" (the document's first is in the first box).
    expect(boxes[2]!.querySelector('[id="dup"]')!.textContent).toBe('second');
    // An element is not inside itself.
    expect(boxes[0]!.querySelector('[id="main"]')).toBeNull();
  });

  it("keeps jsdom's answer off the document's tree: a detached box, a shadow root", () => {
    const box = document.createElement('div');
    box.innerHTML = '<span id="loose">x</span>';
    expect(box.querySelector('[id="loose"]')).toBe(box.firstChild);
    page();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<p><span id="inside">y</span></p>';
    const p = shadow.firstChild as Element;
    expect(p.querySelector('[id="inside"]')).toBe(p.firstChild);
  });
});

describe("labels, from the document's label list", () => {
  it('are the labels whose control the element is, in tree order, as jsdom finds them', () => {
    page();
    const labels = Array.from(document.querySelectorAll('label'));
    for (const el of Array.from(document.querySelectorAll('input, p'))) {
      const expected = (el as HTMLInputElement).type === 'hidden' ? [] : labels.filter(l => l.control === el);
      expect(Array.from((el as HTMLInputElement).labels ?? []), el.id).toEqual(expected);
    }
    const name = document.querySelectorAll('[id="name"]')[0] as HTMLInputElement;
    expect(Array.from(name.labels ?? []).map(l => l.textContent)).toEqual(['Name', 'Name again']);
  });
});
