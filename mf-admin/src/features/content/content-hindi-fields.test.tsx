// Each kind's editor has the Hindi field beside the English one (decision 029): labelled in the console's
// language, the console's language first, filled when a row is edited and sent with the save.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type ApiCall } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { ContentKindPage } from './content-kinds';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const STAFF_ROW = {
  id: 7,
  name: 'Dr. Sunita Yadav',
  name_hi: 'डॉ. सुनीता यादव',
  department: 'Botany',
  department_hi: 'वनस्पति विज्ञान',
  designation: 'Assistant Professor',
  designation_hi: 'असिस्टेंट प्रोफ़ेसर',
  stream: 'Science',
  email: '',
  mobile: '',
  image_link: '',
  bio_data: '',
};

const STORE = {
  title_hi: 'राजकीय स्नातक महाविद्यालय',
  title_en: 'Government Degree College',
  store_address: '',
  store_phone: '',
  store_email: '',
  store_description: '',
  store_logo: '',
  affiliation_info: '',
  social_link: '',
  about_image: '',
  principal_image: '',
  principal_message: '<p>Welcome</p>',
  principal_message_hi: '<p>स्वागत है</p>',
  marquee: '<p>Admissions open</p>',
  marquee_hi: '',
};

function api(): ApiCall[] {
  const ok = (data: unknown) => ({ status: 201, body: { message: 'ok', data } });
  return fakeApi({
    '/api/admin/me': meAnswer(aStaff('editor')),
    '/api/admin/content/staffs': (c) => (c.method === 'GET' ? { body: { data: [STAFF_ROW] } } : ok(STAFF_ROW)),
    '/api/admin/content/staffs/7': { body: { message: 'ok', data: STAFF_ROW } },
    '/api/admin/content/sliders': (c) => (c.method === 'GET' ? { body: { data: [] } } : ok({ id: 1 })),
    '/api/admin/content/useful-links': (c) => (c.method === 'GET' ? { body: { data: [] } } : ok({ id: 1 })),
    '/api/admin/content/facilities': (c) =>
      c.method === 'GET'
        ? { body: { data: [] } }
        : {
            status: 400,
            body: {
              message: 'The request is not valid.',
              message_hi: 'अनुरोध मान्य नहीं है।',
              errors: { name_hi: ['At most 200 characters'] },
              errors_hi: { name_hi: ['अधिकतम 200 अक्षर'] },
            },
          },
    '/api/admin/content/store': () => ({ body: { message: 'ok', data: STORE } }),
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

const inputsOf = (pair: HTMLElement) => within(pair).getAllByRole('textbox');

describe('Hindi fields beside the English ones', () => {
  it('a slider caption in both languages is sent with the save', async () => {
    const calls = api();
    open('sliders');
    const form = await screen.findByRole('form');
    fireEvent.change(within(form).getByLabelText('File address'), { target: { value: '/api/media/hall.jpg' } });
    fireEvent.change(screen.getByLabelText('Caption in English'), { target: { value: 'The new hall' } });
    const hindi = screen.getByLabelText('Caption in Hindi');
    expect(hindi).toHaveAttribute('lang', 'hi');
    fireEvent.change(hindi, { target: { value: 'नया सभागार' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/content/sliders')?.body).toMatchObject({
        slider_image: '/api/media/hall.jpg',
        caption: 'The new hall',
        caption_hi: 'नया सभागार',
      }),
    );
  });

  it('in the English console the English field comes first; in the Hindi console the Hindi one, labelled in Hindi', async () => {
    api();
    const { unmount } = open('staffs');
    const pair = await screen.findByTestId('pair-designation');
    const [first, second] = inputsOf(pair);
    expect(first).toHaveAccessibleName('Designation in English');
    expect(second).toHaveAccessibleName('Designation in Hindi');
    unmount();

    api();
    open('staffs', 'hi');
    const hiPair = await screen.findByTestId('pair-designation');
    const [hiFirst, hiSecond] = inputsOf(hiPair);
    expect(hiFirst).toHaveAccessibleName('पदनाम हिन्दी में');
    expect(hiFirst).toHaveAttribute('lang', 'hi');
    expect(hiSecond).toHaveAccessibleName('पदनाम अंग्रेज़ी में');
    expect(screen.getByLabelText('नाम अंग्रेज़ी में *')).toBeInTheDocument();
    expect(screen.getByLabelText('नाम हिन्दी में')).toBeInTheDocument();
  });

  it('editing a staff member fills both languages and sends them back', async () => {
    const calls = api();
    open('staffs');
    fireEvent.click(await screen.findByRole('button', { name: /^Edit\s*:?\s*Dr\. Sunita Yadav$/ }));
    expect(screen.getByLabelText('Name in Hindi')).toHaveValue('डॉ. सुनीता यादव');
    expect(screen.getByLabelText('Designation in Hindi')).toHaveValue('असिस्टेंट प्रोफ़ेसर');
    fireEvent.change(screen.getByLabelText('Designation in Hindi'), { target: { value: 'सह आचार्य' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/admin/content/staffs/7')?.body).toMatchObject({
        name: 'Dr. Sunita Yadav',
        name_hi: 'डॉ. सुनीता यादव',
        designation_hi: 'सह आचार्य',
        department_hi: 'वनस्पति विज्ञान',
      }),
    );
  });

  it('shows the server’s refusal of a Hindi field on that field, in the console’s language', async () => {
    api();
    open('facilities', 'hi');
    fireEvent.change(await screen.findByLabelText('नाम अंग्रेज़ी में *'), { target: { value: 'Gym' } });
    fireEvent.change(screen.getByLabelText('नाम हिन्दी में'), { target: { value: 'व'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'सहेजें और प्रकाशित करें' }));
    expect(await screen.findByText('अधिकतम 200 अक्षर')).toBeInTheDocument();
  });

  it('useful links are edited here, the title in both languages', async () => {
    const calls = api();
    open('useful-links');
    await screen.findByRole('heading', { name: 'Useful links', level: 1 });
    fireEvent.change(screen.getByLabelText('Title in English *'), { target: { value: 'DigiLocker' } });
    fireEvent.change(screen.getByLabelText('Title in Hindi'), { target: { value: 'डिजिलॉकर' } });
    fireEvent.change(screen.getByLabelText('Address *'), { target: { value: 'https://www.digilocker.gov.in/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/content/useful-links')?.body).toEqual({
        title: 'DigiLocker',
        title_hi: 'डिजिलॉकर',
        link: 'https://www.digilocker.gov.in/',
      }),
    );
  });

  it('the ticker and the principal’s message have their Hindi beside the English', async () => {
    const calls = api();
    open('store');
    expect(await screen.findByLabelText('Message in Hindi')).toHaveValue('<p>स्वागत है</p>');
    fireEvent.change(screen.getByLabelText('Ticker text in Hindi'), { target: { value: '<p>प्रवेश प्रारम्भ</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/admin/content/store')?.body).toMatchObject({
        marquee: '<p>Admissions open</p>',
        marquee_hi: '<p>प्रवेश प्रारम्भ</p>',
        principal_message_hi: '<p>स्वागत है</p>',
      }),
    );
  });
});
