// Public pages arrive rendered on the server (decision 017): a click or a key pressed before the browser takes the
// page over is lost. "Last updated" is dated by the browser, so its date shows once the page is live.
import { expect, type Page } from '@playwright/test';

export async function pageIsLive(page: Page): Promise<void> {
  await expect(page.getByTestId('last-updated')).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
}
