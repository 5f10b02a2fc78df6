import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type ApiCall } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { ContentKindPage } from './content-kinds';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const SLIDERS = [
  { id: 1, slider_image: '/api/media/slider-1.svg' },
  { id: 2, slider_image: '/api/media/slider-2.svg' },
  { id: 3, slider_image: '/api/media/slider-3.svg' },
];

const STORE = {
  title_hi: 'राजकीय स्नातक महाविद्यालय',
  title_en: 'Government Degree College',
  store_address: 'Etawah Road',
  store_phone: '05676-234567',
  store_email: 'office@example.ac.in',
  store_description: '',
  store_logo: '/api/media/logo.svg',
  affiliation_info: '',
  social_link: '',
  about_image: '',
  principal_image: '',
  principal_message: '<p>Welcome</p>',
  marquee: '<p>Admissions open</p>',
};

function api(extra: Parameters<typeof fakeApi>[0] = {}): ApiCall[] {
  return fakeApi({
    '/api/admin/me': meAnswer(aStaff('editor')),
    '/api/admin/content/sliders': (c) =>
      c.method === 'GET' ? { body: { data: SLIDERS } } : { status: 201, body: { message: 'ok', data: SLIDERS[0] } },
    '/api/admin/content/sliders/order': { body: { message: 'ok', data: SLIDERS } },
    '/api/admin/content/sliders/2': { body: { message: 'Removed.' } },
    '/api/admin/content/store': (c) => ({ body: { message: 'ok', data: c.method === 'GET' ? STORE : STORE } }),
    '/api/admin/content/staffs': (c) =>
      c.method === 'GET'
        ? { body: { data: [] } }
        : {
            status: 422,
            body: {
              message: 'Please correct the highlighted fields.',
              errors: { mobile: ['Write a valid mobile number'] },
            },
          },
    '/api/admin/content/videos': (c) =>
      c.method === 'GET' ? { body: { data: [] } } : { status: 201, body: { message: 'ok', data: { id: 1 } } },
    '/api/admin/content/gallery': { body: { data: [] } },
    '/api/admin/content/gallery/photos': { status: 201, body: { message: 'ok', data: [] } },
    '/api/admin/media/documents': {
      status: 201,
      body: { data: { url: '/api/media/documents/0123456789abcdef0123456789abcdef.pdf', size: 10 } },
    },
    ...extra,
  });
}

const open = (kind: string, language: 'en' | 'hi' = 'en') =>
  renderConsole(<ContentKindPage />, {
    path: `/admin/content/${kind}`,
    route: '/admin/content/:kind',
    staff: aStaff('editor'),
    roles: ['editor'],
    language,
  });

describe('content editors', () => {
  it('moves a slider down and removes one only after confirming', async () => {
    const calls = api();
    open('sliders');
    await screen.findByRole('heading', { name: 'Home page sliders', level: 1 });
    await screen.findAllByText('/api/media/slider-1.svg');
    const down = await screen.findByRole('button', { name: /^Move down\s*:?\s*slider-1\.svg$/ });
    expect(screen.getByRole('button', { name: /^Move up\s*:?\s*slider-1\.svg$/ })).toBeDisabled();
    fireEvent.click(down);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/content/sliders/order')?.body).toEqual({ ids: ['2', '1', '3'] }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Remove\s*:?\s*slider-2\.svg$/ }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^Yes, remove\s*:?\s*slider-2\.svg$/ }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/admin/content/sliders/2'));
  });

  it('changes the college address and ticker and publishes them', async () => {
    const calls = api();
    open('store');
    const address = await screen.findByLabelText('Address');
    await waitFor(() => expect(address).toHaveValue('Etawah Road'));
    fireEvent.change(address, { target: { value: 'Station Road, Sirsaganj' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/content/store' && c.method === 'PUT')?.body).toEqual({
        ...STORE,
        store_address: 'Station Road, Sirsaganj',
      }),
    );
  });

  it('speaks Hindi when the site language is Hindi', async () => {
    api();
    open('store', 'hi');
    expect(await screen.findByRole('heading', { name: 'महाविद्यालय का विवरण' })).toBeInTheDocument();
    expect(await screen.findByLabelText('हिन्दी में नाम *')).toHaveValue(STORE.title_hi);
    expect(screen.getByRole('button', { name: 'सहेजें और प्रकाशित करें' })).toBeInTheDocument();
  });

  it("uploads a staff member's bio-data PDF into the field and shows the server's field errors", async () => {
    const calls = api();
    const { container } = open('staffs');
    fireEvent.change(await screen.findByLabelText('Name in English *'), { target: { value: 'Dr. Ritu Chaturvedi' } });
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: 'call the office' } });
    const pdfBox = screen.getByRole('group', { name: 'Bio-data (PDF)' });
    const file = new File(['%PDF-1.4'], 'bio.pdf', { type: 'application/pdf' });
    const input = pdfBox.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(within(pdfBox).getByLabelText('File address')).toHaveValue(
        '/api/media/documents/0123456789abcdef0123456789abcdef.pdf',
      ),
    );
    expect(calls.some((c) => c.path === '/api/admin/media/documents' && c.method === 'POST')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByText('Write a valid mobile number')).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/api/admin/content/staffs' && c.method === 'POST');
    expect(post?.body).toEqual(
      expect.objectContaining({
        name: 'Dr. Ritu Chaturvedi',
        bio_data: '/api/media/documents/0123456789abcdef0123456789abcdef.pdf',
      }),
    );
    expect(container).toBeTruthy();
  });

  it('adds a video by its address', async () => {
    const calls = api();
    open('videos');
    fireEvent.change(await screen.findByLabelText('Title in English *'), { target: { value: 'Annual function' } });
    // The form has one heading, the panel's title, and is named by it.
    expect(screen.getAllByRole('heading', { name: 'Add' })).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Add' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Video address (YouTube or Vimeo) *'), {
      target: { value: 'https://youtu.be/aqz-KE-bpKQ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/content/videos' && c.method === 'POST')?.body).toEqual({
        title: 'Annual function',
        title_hi: '',
        url: 'https://youtu.be/aqz-KE-bpKQ',
      }),
    );
  });

  it('adds several photos of one album at once, leaving out empty rows', async () => {
    const calls = api();
    open('gallery');
    const form = await screen.findByRole('form', { name: 'Add several photos to an album' });
    fireEvent.change(within(form).getByLabelText('Album (gallery title) *'), { target: { value: 'NSS Camp' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Another photo' }));
    const photo1 = within(form).getByRole('group', { name: 'Photo 1' });
    fireEvent.change(within(photo1).getByLabelText('File address'), { target: { value: '/api/media/nss-1.jpg' } });
    fireEvent.change(within(form).getByLabelText('Caption of photo 1'), { target: { value: 'Tree planting' } });
    const photo3 = within(form).getByRole('group', { name: 'Photo 3' });
    fireEvent.change(within(photo3).getByLabelText('File address'), { target: { value: '/api/media/nss-3.jpg' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the photos and publish' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/content/gallery/photos')?.body).toEqual({
        title: 'NSS Camp',
        photos: [
          { image_link: '/api/media/nss-1.jpg', description: 'Tree planting', post_link: '' },
          { image_link: '/api/media/nss-3.jpg', description: '', post_link: '' },
        ],
      }),
    );
  });

  it('uploads several photos at once into the album form', async () => {
    const calls = api({
      '/api/admin/media/images': {
        status: 201,
        body: {
          data: [
            { url: '/api/media/images/a.jpg', width: 1600, height: 900 },
            { url: '/api/media/images/b.jpg', width: 1600, height: 900 },
          ],
        },
      },
    });
    open('gallery');
    const form = await screen.findByRole('form', { name: 'Add several photos to an album' });
    const input = form.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo('a.jpg'), photo('b.jpg')] } });
    await waitFor(() =>
      expect(within(within(form).getByRole('group', { name: 'Photo 2' })).getByLabelText('File address')).toHaveValue(
        '/api/media/images/b.jpg',
      ),
    );
    expect(within(form).queryByRole('group', { name: 'Photo 3' })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/admin/media/images')).toHaveLength(1);
  });

  it('says so for an unknown editor', async () => {
    api();
    open('passwords');
    expect(await screen.findByText('There is no such content editor.')).toBeInTheDocument();
  });
});
