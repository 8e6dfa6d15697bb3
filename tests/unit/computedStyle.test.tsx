/**
 * The test setup answers getComputedStyle's `display`, `visibility` and `pointer-events` without matching jsdom's
 * default stylesheet (tests/setup.ts, "computed style"): the answers must be jsdom's own, for every
 * element of a page built to meet each rule of that stylesheet that decides them, and of a page of
 * the console as the tests draw it. A page with rules of its own gets jsdom's computation.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSignedIn } from '../integration/helpers';

const jsdom = (element: Element) =>
  (window as unknown as { __jsdomComputedStyle: (el: Element) => CSSStyleDeclaration }).__jsdomComputedStyle(element);

/** Every element whose fast answer differs from jsdom's: "tag#id display fast≠jsdom". */
const differences = (root: ParentNode) => {
  const out: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const [property, name] of [
      ['display', 'display'],
      ['visibility', 'visibility'],
      ['pointerEvents', 'pointer-events'],
    ] as const) {
      const fast = getComputedStyle(element)[property];
      const byProperty = getComputedStyle(element).getPropertyValue(name);
      const real = jsdom(element)[property];
      if (fast !== real || byProperty !== real)
        out.push(`${element.tagName.toLowerCase()}#${element.id} ${property} ${fast}/${byProperty}≠${real}`);
    }
  }
  return out;
};

const PAGE = `
  <div id="plain"><span id="inline">text</span><p id="para"></p><ul><li id="item"></li></ul></div>
  <div id="hidden-attr" hidden><span id="in-hidden"></span></div>
  <div id="until" hidden="until-found"></div>
  <input id="input-hidden" type="hidden"><input id="input-hidden-upper" type="HIDDEN" style="display:block">
  <input id="input-text" type="text"><button id="button"></button>
  <noscript id="noscript"></noscript><template id="template"></template><script id="script"></script>
  <div id="inline-none" style="display: none"><span id="under-none"></span></div>
  <span id="inline-block" style="display: block"></span>
  <div id="inline-inherit" style="display: inherit"></div>
  <div id="invisible" style="visibility: hidden"><span id="under-invisible"></span>
    <span id="visible-again" style="visibility: visible"><b id="deep-visible"></b></span></div>
  <div id="visibility-inherit" style="visibility: inherit"></div>
  <div id="visibility-initial" style="visibility: hidden"><span id="initial" style="visibility: initial"></span></div>
  <div id="no-pointer" style="pointer-events: none"><span id="under-no-pointer"><b id="pointer-again" style="pointer-events: auto"></b></span>
    <i id="pointer-inherit" style="pointer-events: inherit"></i><i id="pointer-initial" style="pointer-events: initial"></i></div>
  <table><thead id="thead-hidden" hidden><tr id="row-in-hidden"><th id="cell-in-hidden"></th></tr></thead>
    <tbody id="tbody"><tr id="row" hidden style="visibility: visible"><td id="cell"></td></tr></tbody></table>
  <dialog id="dialog-closed"></dialog><dialog id="dialog-open" open></dialog>
  <details id="details"><summary id="summary-first"></summary><summary id="summary-second"></summary></details>
  <div id="popover" popover></div>
  <embed id="embed" hidden>
  <svg id="svg"><g id="svg-g"><path id="svg-path" style="visibility: hidden"></path></g></svg><svg id="svg-hidden" hidden><g id="svg-under-hidden"></g></svg>
`;

describe("the setup's display, visibility and pointer-events", () => {
  it("are jsdom's own for every rule of its default stylesheet that decides them", () => {
    document.body.innerHTML = PAGE;
    // The page meets the kinds above twice: the second answer of a kind comes from what was kept.
    expect(differences(document.body)).toEqual([]);
    expect(differences(document.body)).toEqual([]);
    expect(getComputedStyle(document.getElementById('hidden-attr')!).display).toBe('none');
    expect(getComputedStyle(document.getElementById('under-invisible')!).visibility).toBe('hidden');
    expect(getComputedStyle(document.getElementById('deep-visible')!).visibility).toBe('visible');
    expect(getComputedStyle(document.getElementById('cell-in-hidden')!).visibility).toBe('collapse');
    expect(getComputedStyle(document.getElementById('under-no-pointer')!).pointerEvents).toBe('none');
    document.body.innerHTML = '';
  });

  it('follow a change of the element (an attribute, an inline style)', () => {
    document.body.innerHTML = '<div id="a"><span id="b"></span></div>';
    const a = document.getElementById('a')!;
    expect(getComputedStyle(a).display).toBe('block');
    a.hidden = true;
    expect(getComputedStyle(a).display).toBe('none');
    a.hidden = false;
    a.style.visibility = 'hidden';
    expect(getComputedStyle(document.getElementById('b')!).visibility).toBe('hidden');
    expect(differences(document.body)).toEqual([]);
    document.body.innerHTML = '';
  });

  it("are jsdom's computation while the page has rules of its own", () => {
    const style = document.createElement('style');
    style.textContent = '.gone { display: none } .ghost { visibility: hidden }';
    document.head.appendChild(style);
    try {
      document.body.innerHTML = '<div class="gone" id="gone"></div><p class="ghost"><span id="ghost"></span></p>';
      expect(getComputedStyle(document.getElementById('gone')!).display).toBe('none');
      expect(getComputedStyle(document.getElementById('ghost')!).visibility).toBe('hidden');
    } finally {
      style.remove();
      document.body.innerHTML = '';
    }
  });

  it("are jsdom's own on every element of a console page with a menu, a list and a dialog", async () => {
    const { user } = await renderSignedIn('admin', '/1/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blogs' });
    await screen.findAllByRole('checkbox');
    await user.click(screen.getAllByRole('checkbox')[1]!);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog');
    expect(document.querySelectorAll('*').length).toBeGreaterThan(500);
    expect(differences(document)).toEqual([]);
  });
});
