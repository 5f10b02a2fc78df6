// The page's icon is the college emblem written into index.html: a browser asks no /favicon.ico (which the server
// would answer with the whole index page) and fetches nothing before the page's own files.
import fs from 'node:fs';
import path from 'node:path';

describe('the page icon', () => {
  const html = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');
  const emblem = fs.readFileSync(path.join(__dirname, 'features/chrome/emblem.svg'), 'utf8').trim();

  it('is the college emblem, in the page itself', () => {
    const link = /<link\s+rel="icon"\s+type="image\/svg\+xml"\s+href="data:image\/svg\+xml,([^"]+)"/.exec(html);
    expect(link).not.toBeNull();
    expect(decodeURIComponent(link![1]!)).toBe(emblem.replace(/"/g, "'"));
  });
});
