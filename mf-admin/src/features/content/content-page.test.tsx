import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { ContentPage } from './content-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const NOTICE = {
  id: 7,
  title_hi: 'प्रवेश सूची जारी',
  title_en: null,
  popup_message: 'प्रवेश सूची जारी',
  popup_link: null,
  pinned: false,
  expires_on: null,
  published: false,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: null,
};

const PAGE = {
  slug: 'anti-ragging',
  title_hi: 'रैगिंग निषेध',
  title_en: 'Anti-Ragging',
  body_hi: '<p>हेल्पलाइन</p>',
  body_en: '<p>Helpline</p>',
  updated_at: '2026-11-23T10:00:00.000Z',
  unpublished_changes: false,
  versions: [
    { version: 2, published_at: '2026-11-23T11:00:00.000Z', published_by: 1 },
    { version: 1, published_at: '2026-11-23T10:00:00.000Z', published_by: null },
  ],
};

const ENQUIRY = {
  id: 3,
  name: 'सुरेश कुमार',
  email: 'suresh@example.com',
  mobile: '9876543210',
  message: 'अंतिम तिथि क्या है?',
  created_at: '2026-11-23T09:00:00.000Z',
  status: 'new',
  reply: null,
  answered_at: null,
};

function api() {
  return fakeApi({
    '/api/admin/me': meAnswer(aStaff('editor')),
    '/api/admin/notices': (c) =>
      c.method === 'GET' ? { body: { data: [NOTICE] } } : { status: 201, body: { message: 'ok', data: NOTICE } },
    '/api/admin/notices/7/publish': { body: { message: 'ok', data: { ...NOTICE, published: true } } },
    '/api/admin/pages': { body: { data: [{ ...PAGE, published_at: PAGE.versions[0]!.published_at }] } },
    '/api/admin/pages/anti-ragging': { body: { data: PAGE } },
    '/api/admin/pages/anti-ragging/publish': { body: { message: 'ok', data: PAGE } },
    '/api/admin/pages/anti-ragging/restore': { body: { message: 'ok', data: PAGE } },
    '/api/admin/enquiries': { body: { data: [ENQUIRY] } },
    '/api/admin/enquiries/3/reply': { body: { message: 'ok', data: { ...ENQUIRY, status: 'answered' } } },
  });
}

describe('site content', () => {
  it('saves a Hindi notice as a draft and publishes a listed one', async () => {
    const calls = api();
    renderConsole(<ContentPage />, { path: '/admin/content', staff: aStaff('editor'), roles: ['editor'] });
    const form = await screen.findByRole('form', { name: 'New notice' });
    fireEvent.change(within(form).getByLabelText('Title in Hindi'), { target: { value: 'परीक्षा कार्यक्रम' } });
    fireEvent.change(within(form).getByLabelText('Link to a PDF or page (optional)'), {
      target: { value: '/api/media/exam.pdf' },
    });
    fireEvent.click(within(form).getByLabelText('Pin to the top'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/notices' && c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title_hi: 'परीक्षा कार्यक्रम',
      title_en: '',
      link: '/api/media/exam.pdf',
      expires_on: '',
      pinned: '1',
    });

    expect(await screen.findByText('Draft')).toBeInTheDocument();
    // The notice board's button names the notice it publishes.
    fireEvent.click(screen.getByRole('button', { name: /^Publish ?: प्रवेश सूची जारी/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/notices/7/publish')?.body).toEqual({ published: true }),
    );
  });

  it('publishes a page after saving its draft, and restores an earlier version', async () => {
    const calls = api();
    renderConsole(<ContentPage />, { path: '/admin/content', staff: aStaff('editor'), roles: ['editor'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Text in English as HTML' }));
    expect(screen.getByRole('button', { name: 'Edit Text in English as HTML' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const english = await screen.findByLabelText('Text in English (HTML)');
    await waitFor(() => expect(english).toHaveValue('<p>Helpline</p>'));
    fireEvent.change(english, { target: { value: '<p>Helpline 1800-180-5522</p>' } });
    const publishButtons = screen.getAllByRole('button', { name: 'Publish' });
    fireEvent.click(publishButtons[publishButtons.length - 1] as HTMLElement);
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/pages/anti-ragging/publish' && c.method === 'POST')).toBe(true),
    );
    const put = calls.find((c) => c.path === '/api/admin/pages/anti-ragging' && c.method === 'PUT');
    expect(put?.body).toEqual(expect.objectContaining({ body_en: '<p>Helpline 1800-180-5522</p>' }));
    expect(calls.indexOf(put!)).toBeLessThan(calls.findIndex((c) => c.path.endsWith('/publish')));

    fireEvent.click(screen.getByRole('button', { name: 'Publish version 1 again' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/pages/anti-ragging/restore')?.body).toEqual({ version: 1 }),
    );
  });

  it('formats a body in the rich-text editor and saves the HTML it makes', async () => {
    const calls = api();
    renderConsole(<ContentPage />, { path: '/admin/content', staff: aStaff('editor'), roles: ['editor'] });
    const box = await screen.findByRole('textbox', { name: 'Text in English' });
    await waitFor(() => expect(box.innerHTML).toContain('Helpline'));
    const editor = (box as HTMLElement & { editor: import('@tiptap/react').Editor }).editor;
    const bar = screen.getByRole('toolbar', { name: 'Formatting of Text in English' });

    // Type a line at the end, make it a heading, then a list of two items.
    act(() => {
      editor.commands.focus('end');
      editor.commands.insertContent('<p>Helpline numbers</p>');
    });
    const heading = within(bar).getByRole('button', { name: 'Heading' });
    expect(heading).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heading);
    expect(heading).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      editor.commands.focus('end');
      editor.commands.insertContent('<p>Women helpline 1090</p>');
    });
    fireEvent.click(within(bar).getByRole('button', { name: 'Bulleted list' }));
    expect(within(bar).getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      editor.commands.selectAll();
    });
    fireEvent.click(within(bar).getByRole('button', { name: 'Bold' }));

    // A link through the small form under the toolbar, never window.prompt.
    act(() => {
      editor.commands.focus('end');
    });
    fireEvent.click(within(bar).getByRole('button', { name: 'Link' }));
    const group = screen.getByRole('group', { name: 'Link' });
    fireEvent.change(within(group).getByLabelText('Link address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Apply' }));
    expect(within(group).getByText('Enter an address starting with https:// or /')).toBeInTheDocument();
    fireEvent.change(within(group).getByLabelText('Link address'), { target: { value: 'https://ncw.gov.in' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('group', { name: 'Link' })).not.toBeInTheDocument();

    // A table: insert, add a row.
    fireEvent.click(within(bar).getByRole('button', { name: 'Insert table' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Add row' }));

    const drafts = screen.getAllByRole('button', { name: 'Save as draft' });
    fireEvent.click(drafts[drafts.length - 1] as HTMLElement);
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/pages/anti-ragging' && c.method === 'PUT')).toBe(true),
    );
    const saved = calls.find((c) => c.method === 'PUT')?.body as { body_en: string; body_hi: string };
    expect(saved.body_hi).toBe('<p>हेल्पलाइन</p>');
    expect(saved.body_en).toContain('<h2><strong>Helpline numbers</strong></h2>');
    // The link and the table went where the cursor was: the end of the list item.
    expect(saved.body_en).toMatch(
      /<ul><li><p><strong>Women helpline 1090<\/strong><a [^>]*href="https:\/\/ncw.gov.in"[^>]*>https:\/\/ncw.gov.in<\/a><\/p>/,
    );
    expect(saved.body_en).not.toContain('javascript:');
    expect(saved.body_en).toContain('<table');
    expect(saved.body_en.match(/<tr>/g)).toHaveLength(4);
  });

  it('mails a reply to an enquiry', async () => {
    const calls = api();
    renderConsole(<ContentPage />, { path: '/admin/content', staff: aStaff('editor'), roles: ['editor'] });
    const box = await screen.findByLabelText('Reply to सुरेश कुमार');
    fireEvent.change(box, { target: { value: '31 July' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/enquiries/3/reply')?.body).toEqual({ message: '31 July' }),
    );
  });
});
