import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@college/web-kit';
import { aProfiledStudent, aStudent, renderPortal } from '../../testing/render-portal';
import { completeProfile, type CompleteProfileAnswer } from './api/complete-profile';
import { ProfileModal } from './profile-modal';

jest.mock('./api/complete-profile', () => ({ completeProfile: jest.fn() }));
const upload = jest.mocked(completeProfile);

const photo = () => new File(['img'], 'me.png', { type: 'image/png' });

function setup(student = aStudent(), lang: 'en' | 'hi' = 'en') {
  const onClose = jest.fn();
  const onSaved = jest.fn(async () => undefined);
  const view = renderPortal(<ProfileModal student={student} onClose={onClose} onSaved={onSaved} />, {
    path: '/student/dashboard',
  });
  if (lang === 'hi') act(() => view.jotaiStore.set(view.atoms.language, 'hi'));
  return { onClose, onSaved, user: userEvent.setup(), ...view };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.selectOptions(screen.getByLabelText('Category'), 'SC');
  await user.click(screen.getByRole('radio', { name: /^UG/ }));
  await user.click(screen.getByRole('radio', { name: 'New' }));
  await user.selectOptions(screen.getByLabelText('Course'), 'BSCBIO');
  await user.selectOptions(screen.getByLabelText('Year'), '2');
  await user.upload(screen.getByLabelText('Photo'), photo());
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => upload.mockReset());

describe('profile dialog', () => {
  it('is a labelled dialog that takes the focus and closes on Escape', async () => {
    const { user, onClose } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Complete Profile' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it("'Resident of UP?' No forces GENERAL and locks the category; Yes unlocks it", async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Category'), 'OBC');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByLabelText('Category')).toHaveValue('GENERAL');
    expect(screen.getByLabelText('Category')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText('Category')).toBeEnabled();
  });

  it('offers EWS to a resident of UP, says its certificate is needed, and sends it', async () => {
    upload.mockResolvedValue({ success: true });
    const { user } = setup();
    await fillValid(user);
    expect(screen.getByRole('option', { name: 'Economically Weaker Section (EWS)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'EWS');
    expect(screen.getByLabelText('Category')).toHaveValue('EWS');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(
      'EWS: upload your income and asset certificate with the admission form.',
    );
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect((upload.mock.calls[0]?.[1] as FormData).get('category')).toBe('EWS');
  });

  it("'Resident of UP?' No turns EWS into GENERAL", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'EWS');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByLabelText('Category')).toHaveValue('GENERAL');
    expect(screen.getByLabelText('Category')).toBeDisabled();
  });

  it('asks the roll number only for Renewal, and drops it for New', async () => {
    const { user } = setup();
    expect(screen.queryByLabelText('Roll Number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Renewal' }));
    await user.type(screen.getByLabelText('Roll Number'), '22001');
    await user.click(screen.getByRole('radio', { name: 'New' }));
    expect(screen.queryByLabelText('Roll Number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Renewal' }));
    expect(screen.getByLabelText('Roll Number')).toHaveValue('');
  });

  it('lists the courses of the chosen level only, and clears a course of the other level', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('Course')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^UG/ }));
    const ug = within(screen.getByLabelText('Course'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean);
    expect(ug).toEqual(['BCOM', 'BSCBIO', 'BSCMATH']);
    await user.selectOptions(screen.getByLabelText('Course'), 'BSCMATH');
    await user.click(screen.getByRole('radio', { name: /^PG/ }));
    expect(screen.getByLabelText('Course')).toHaveValue('');
    const pg = within(screen.getByLabelText('Course'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean);
    expect(pg).toEqual(['MCOM', 'MSCBOT', 'MSCZOO', 'MSCCHEM', 'MSCMATH', 'MSCPHY']);
  });

  it('takes image files only, with a preview', async () => {
    setup();
    // As if the file chooser's filter were bypassed ("All files").
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['%PDF'], 'marks.pdf', { type: 'application/pdf' }));
    expect(
      screen.getByText('Please choose your photo as an image file: JPG, PNG or WebP image, up to 5 MB'),
    ).toBeInTheDocument();
    expect(screen.queryByAltText('Preview of the chosen photo')).not.toBeInTheDocument();
    await user.upload(input, photo());
    expect(
      screen.queryByText('Please choose your photo as an image file: JPG, PNG or WebP image, up to 5 MB'),
    ).not.toBeInTheDocument();
    expect(screen.getByAltText('Preview of the chosen photo')).toHaveAttribute('src', 'blob:preview');
  });

  it('checks every required field before uploading', async () => {
    const { user } = setup(aStudent({ gender: null, category: null }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await within(screen.getByTestId('toasts')).findByRole('alert')).toHaveTextContent('Complete Your Profile');
    // gender, resident of UP, category, level, admission type, course, year
    expect(screen.getAllByText('This field is required')).toHaveLength(7);
    expect(
      screen.getByText('Please choose your photo as an image file: JPG, PNG or WebP image, up to 5 MB'),
    ).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('keeps a field message until the field is right, then drops it, with a summary at the top meanwhile', async () => {
    const { user } = setup(aStudent({ gender: null, category: null }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    const summary = await screen.findByText('Please correct the marked fields');
    expect(summary.closest('[role="alert"]')).toHaveTextContent('Each marked field says what to change.');
    expect(screen.getAllByText('This field is required')).toHaveLength(7);
    // A message stays for a while: it is not a toast.
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getAllByText('This field is required')).toHaveLength(7);
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(6);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'SC');
    await user.click(screen.getByRole('radio', { name: /^UG/ }));
    await user.click(screen.getByRole('radio', { name: 'New' }));
    await user.selectOptions(screen.getByLabelText('Course'), 'BSCBIO');
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Year'), '2');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    // The photo is still missing: its message and the summary stay until a photo is chosen.
    expect(screen.getByText('Please correct the marked fields')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photo'), photo());
    expect(screen.queryByText('Please correct the marked fields')).not.toBeInTheDocument();
  });

  it('uploads with a real progress bar, then says so and reloads the student', async () => {
    let finish: (r: CompleteProfileAnswer) => void = () => undefined;
    upload.mockImplementation((_api, _body, onProgress) => {
      onProgress(40);
      return new Promise((r) => (finish = r));
    });
    const { user, onSaved, onClose } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();

    const body = upload.mock.calls[0]?.[1] as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'profile_photo'))).toEqual({
      gender: 'F',
      same_state: '1',
      category: 'SC',
      academic_level: 'UG',
      admission_code: 'New',
      course_name: 'BSCBIO',
      course_year: '2',
      refrence_roll: '',
    });
    expect((body.get('profile_photo') as File).name).toBe('me.png');

    await act(async () => finish({ success: true, message: 'Profile Complete successfully' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile Complete successfully');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
  });

  it("shows the server's errors under each field with 'Complete Your Profile'", async () => {
    upload.mockRejectedValue(
      new ApiRequestError(422, 'Please correct the marked fields.', {
        course_name: ['Choose a course of your academic level'],
        profile_photo: ['The file is too large.'],
      }),
    );
    const { user, onClose } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await within(screen.getByTestId('toasts')).findByRole('alert')).toHaveTextContent('Complete Your Profile');
    expect(screen.getByLabelText('Course')).toHaveAccessibleDescription('Choose a course of your academic level');
    expect(screen.getByText('The file is too large.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a complete profile without a new photo', async () => {
    upload.mockResolvedValue({ success: true });
    const { user } = setup(aProfiledStudent({ category: 'ST', course_year: 3 }));
    expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('ST');
    expect(screen.getByLabelText('Year')).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect((upload.mock.calls[0]?.[1] as FormData).has('profile_photo')).toBe(false);
  });
});

describe('profile dialog in Hindi', () => {
  it('gives every label, option and rule message in Hindi', async () => {
    const { user } = setup(aStudent({ gender: null, category: null }), 'hi');
    expect(screen.getByRole('dialog', { name: 'प्रोफ़ाइल पूरी करें' })).toBeInTheDocument();
    for (const name of ['पुरुष', 'महिला', 'अन्य', 'हाँ', 'नहीं', 'UG (स्नातक)', 'नया', 'नवीनीकरण']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('वर्ग')).toBeInTheDocument();
    for (const name of ['सामान्य', 'आर्थिक रूप से कमज़ोर वर्ग (EWS)', 'अन्य पिछड़ा वर्ग (OBC)']) {
      expect(screen.getByRole('option', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('option', { name: 'द्वितीय वर्ष (भाग -2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }));
    expect(await within(screen.getByTestId('toasts')).findByRole('alert')).toHaveTextContent('अपनी प्रोफ़ाइल पूरी करें');
    expect(screen.getByText('कृपया चिह्नित प्रविष्टियाँ ठीक करें')).toBeInTheDocument();
    expect(screen.getAllByText('यह प्रविष्टि आवश्यक है')).toHaveLength(7);
    expect(screen.getByText(/कृपया अपनी फ़ोटो चित्र फ़ाइल के रूप में चुनें/)).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it("chooses the photo with a Hindi button and names the chosen file, not the browser's English chooser", async () => {
    const { user } = setup(aStudent(), 'hi');
    const input = screen.getByLabelText('फ़ोटो');
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText('फ़ाइल चुनें')).toBeInTheDocument();
    expect(screen.getByText('कोई फ़ाइल नहीं चुनी गई')).toBeInTheDocument();
    await user.upload(input, photo());
    expect(screen.getByText('me.png')).toBeInTheDocument();
    expect(screen.getByText('फ़ाइल बदलें')).toBeInTheDocument();
  });

  it("shows the server's field errors and message in Hindi", async () => {
    upload.mockRejectedValue(
      new ApiRequestError(
        422,
        'Please correct the highlighted fields.',
        { course_name: ['Choose a course of your academic level'] },
        {
          code: 'validation_failed',
          message: 'Please correct the highlighted fields.',
          message_hi: 'कृपया चिह्नित प्रविष्टियाँ ठीक करें।',
          errors: { course_name: ['Choose a course of your academic level'] },
          errors_hi: { course_name: ['अपने शैक्षणिक स्तर का पाठ्यक्रम चुनें'] },
        },
      ),
    );
    const { user } = setup(aStudent(), 'hi');
    await user.click(screen.getByRole('radio', { name: 'महिला' }));
    await user.click(screen.getByRole('radio', { name: 'हाँ' }));
    await user.selectOptions(screen.getByLabelText('वर्ग'), 'SC');
    await user.click(screen.getByRole('radio', { name: /^UG/ }));
    await user.click(screen.getByRole('radio', { name: 'नया' }));
    await user.selectOptions(screen.getByLabelText('पाठ्यक्रम'), 'BSCBIO');
    await user.selectOptions(screen.getByLabelText('वर्ष'), '2');
    await user.upload(screen.getByLabelText('फ़ोटो'), photo());
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }));
    expect(await within(screen.getByTestId('toasts')).findByRole('alert')).toHaveTextContent('अपनी प्रोफ़ाइल पूरी करें');
    expect(screen.getByLabelText('पाठ्यक्रम')).toHaveAccessibleDescription('अपने शैक्षणिक स्तर का पाठ्यक्रम चुनें');
  });

  it("a refusal without field errors reads in Hindi from the answer's message_hi", async () => {
    upload.mockRejectedValue(
      new ApiRequestError(
        409,
        'Your profile cannot be changed after your admission is approved.',
        {},
        {
          code: 'profile_locked',
          message: 'Your profile cannot be changed after your admission is approved.',
          message_hi: 'प्रवेश स्वीकृत होने के बाद प्रोफ़ाइल नहीं बदली जा सकती।',
        },
      ),
    );
    const { user } = setup(aProfiledStudent(), 'hi');
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }));
    expect(await within(screen.getByTestId('toasts')).findByRole('alert')).toHaveTextContent(
      'प्रवेश स्वीकृत होने के बाद प्रोफ़ाइल नहीं बदली जा सकती।',
    );
  });
});
