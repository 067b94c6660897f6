import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstScreenArriving } from '@/lib/first-screen';
import { AppLoading } from './app-loading';

/** The markup without the blank text between tags that formatting adds (it does not render in a flex box). */
function withoutBlankText(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const blank: Node[] = [];
  while (walker.nextNode()) if (!walker.currentNode.textContent?.trim()) blank.push(walker.currentNode);
  for (const node of blank) node.parentNode?.removeChild(node);
  return copy.innerHTML;
}

describe('the loading screen', () => {
  it('is already in index.html, as the app renders it, so it paints before any script has loaded', () => {
    const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    const painted = page.getElementById('root');
    const rendered = document.createElement('div');
    rendered.innerHTML = renderToStaticMarkup(<AppLoading />);

    expect(painted).not.toBeNull();
    expect(withoutBlankText(painted as Element)).toBe(withoutBlankText(rendered));
  });

  it('tells what waits for the first screen (the web font, the service worker) that it is still arriving', () => {
    const { unmount } = render(<AppLoading />);
    expect(firstScreenArriving()).toBe(true);
    unmount();
    expect(firstScreenArriving()).toBe(false);
  });
});
