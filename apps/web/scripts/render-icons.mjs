// Renders the app icons in public/icons/ from the logo (public/favicon.svg) with Chromium:
// `node apps/web/scripts/render-icons.mjs` after changing the logo (needs Debian's /usr/bin/chromium),
// then commit the PNGs.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const logo = await readFile(new URL('favicon.svg', publicDir), 'utf8');
// Home screens that mask the icon themselves (Android's maskable, iOS) get the mark on a full square:
// the ring stays inside the central safe circle (40% of the size), so no mask cuts it.
const fullBleed = logo.replace(/ rx="\d+"/, '');

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0">${sized}</body>`);
    await page.screenshot({ path: new URL(`icons/${file}`, publicDir).pathname, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
