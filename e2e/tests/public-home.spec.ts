// The home page against the API's data: slider, ticker, notice board and events, principal, dignitaries,
// Facilities tiles, call to action and the first three gallery images.
import { pickContent } from '@college/shared-types';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { GalleryImage, Notice, Slider } from '@college/shared-types';

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  return ((await (await request.get(path)).json()) as { data: T }).data;
}

test('the home page shows every block of the spec with the data the API returned', async ({ page, request }) => {
  const notices = await apiData<Notice[]>(request, '/api/v1/get-store-notices');
  const gallery = await apiData<GalleryImage[]>(request, '/api/v1/get-store-gallery');
  const sliders = await apiData<Slider[]>(request, '/api/v1/get-store-sliders');
  await page.goto('/');
  await expect(page.getByTestId('home-title')).toBeVisible();

  const slides = page.getByTestId('home-slider').locator('.swiper-slide:not(.swiper-slide-duplicate) img');
  await expect(slides).toHaveCount(sliders.length || 3);
  await expect(slides.first()).toHaveAttribute('loading', 'eager');
  await expect(slides.nth(1)).toHaveAttribute('loading', 'lazy');

  const board = notices.filter((n) => Number(n.typeof) === 1);
  const events = notices.filter((n) => Number(n.typeof) === 2);
  const boardBox = page.getByTestId('notice-board');
  await expect(boardBox).toHaveCSS('height', '312px');
  if (board[0])
    await expect(boardBox.locator('ul').first()).toContainText(
      pickContent('en', { en: board[0].title_en, hi: board[0].title_hi }) || board[0].popup_message,
    );
  await expect(boardBox.locator('ul:not([aria-hidden]) > li')).toHaveCount(board.length);
  if (events.length) await expect(page.getByTestId('events').locator('li')).toHaveCount(events.length);

  await expect(page.getByRole('heading', { name: "Principal's Message" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Patrons' }).locator('xpath=..').locator('li')).toHaveCount(4);
  for (const tile of [
    'Sports',
    'Safety & Security',
    'Library Rules',
    'Student Support',
    'Laboratory Rules',
    'Achievements',
  ]) {
    await expect(page.getByRole('heading', { name: tile, exact: true, level: 3 })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Apply Online' })).toHaveAttribute('href', '/student/register');
  await expect(page.getByTestId('home-gallery').locator('li')).toHaveCount(Math.min(3, gallery.length));
});

test('the slider changes slide every 3 seconds and fades', async ({ page }) => {
  await page.goto('/');
  const slider = page.getByTestId('home-slider');
  await expect(slider).toHaveClass(/swiper-fade/);
  // Counted from when the slider is live: the page's scripts start after its first paint (decision 039).
  await expect(slider).toHaveClass(/swiper-initialized/, { timeout: 15_000 });
  const active = () => slider.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
  const first = await active();
  // Three seconds and the fade, with room for a busy machine's late timers (it once took longer than 4.5 s).
  await expect.poll(active, { timeout: 7000 }).not.toBe(first);
});

test('the slider keeps going after a swipe, pauses while the tab is hidden and resumes when it is visible', async ({
  page,
}) => {
  await page.goto('/');
  const slider = page.getByTestId('home-slider');
  await expect(slider).toHaveClass(/swiper-initialized/);
  type SwiperEl = HTMLElement & {
    swiper: {
      params: { loop: boolean; speed: number; autoplay: { delay: number; disableOnInteraction: boolean } };
      autoplay: { running: boolean; paused: boolean };
      slideNext: () => void;
    };
  };
  const state = () =>
    slider.evaluate((el) => {
      const s = (el as SwiperEl).swiper;
      return { running: s.autoplay.running, paused: s.autoplay.paused };
    });
  expect(
    await slider.evaluate((el) => {
      const p = (el as SwiperEl).swiper.params;
      return [p.loop, p.speed, p.autoplay.delay, p.autoplay.disableOnInteraction];
    }),
  ).toEqual([true, 300, 3000, false]);

  await slider.evaluate((el) => (el as SwiperEl).swiper.slideNext());
  await expect.poll(state).toEqual({ running: true, paused: false });

  const setVisibility = (value: 'hidden' | 'visible') =>
    page.evaluate((v) => {
      Object.defineProperty(document, 'visibilityState', { value: v, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, value);
  await setVisibility('hidden');
  await expect.poll(state).toEqual({ running: true, paused: true });
  await setVisibility('visible');
  await expect.poll(state).toEqual({ running: true, paused: false });
});

test('without sliders the three default images are shown', async ({ page }) => {
  // The page carries the startup data the server wrote into it: leave the sliders out, so the shell asks the API.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script type="application\/json" id="site-startup">)(.*?)(<\/script>)/,
        (_m, open: string, json: string, close: string) => {
          const data = JSON.parse(json) as Record<string, unknown>;
          delete data['/api/v1/get-store-sliders'];
          return open + JSON.stringify(data) + close;
        },
      );
      await route.fulfill({ response, body });
    },
  );
  await page.route('**/api/v1/get-store-sliders', (route) => route.fulfill({ json: { data: [] } }));
  await page.goto('/');
  await expect(page.getByTestId('home-slider').locator('.swiper-slide img')).toHaveCount(3);
});

test('the ticker shows the marquee and stops while the mouse is over it', async ({ page, request }) => {
  const store = await apiData<{ marquee: string | null }>(request, '/api/v1/get-store-data');
  test.skip(!store.marquee, 'the store has no marquee to show');
  await page.goto('/');
  const ticker = page.getByTestId('ticker');
  const track = ticker.locator('> div');
  await expect(track).toHaveAttribute('data-running', 'true');
  await ticker.hover();
  await expect(track).toHaveAttribute('data-running', 'false');
  await expect(track).toHaveCSS('animation-play-state', 'paused');
  await page.mouse.move(0, 0);
  await expect(track).toHaveAttribute('data-running', 'true');
});
