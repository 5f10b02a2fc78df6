import '../../test-polyfills';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@college/web-kit/routing';
import { navigateToUrl } from 'single-spa';
import { admissionDraftKey, findCourse, type Student } from '@college/shared-types';
import { ShellProvider } from '@college/web-kit';
import { fakeApi, testShell, type ApiCall, type FakeAnswer } from '@college/web-kit/testing';
import { AdmissionEntryPage } from './admission-entry-page';
import { AdmissionFormPage } from './admission-form-page';
import { outcomeOf } from './api/save-admission';
import { formFieldOf } from './components/admission-form';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// Rendering the whole form is slow on a busy machine.
jest.setTimeout(30_000);

/** The draft key of the student of these tests. */
const DRAFT = admissionDraftKey('asha@example.in');

(globalThis as unknown as { __MODULE_VERSION__: string }).__MODULE_VERSION__ = '1.0.0-test';

const student = (over: Partial<Student> = {}): Student => ({
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone_number: '9876543210',
  gender: 'F',
  category: 'OBC',
  profile_photo: 'p.jpg',
  academic_level: 'UG',
  course_name: 'BSCBIO',
  course_year: 1,
  admission_code: 'New',
  refrence_roll: null,
  same_state: 1,
  status: 1,
  is_admission_submitted: false,
  is_admission_fee_payed: false,
  fee_to_pay: null,
  documents: [],
  transactions: [],
  ...over,
});

let saveAnswer: FakeAnswer | 'network-error' = { status: 200, body: {} };
/** While set, a draft file upload waits for it (a slow connection). */
let uploadHeld: Promise<void> | null = null;
let apiCalls: ApiCall[] = [];

/** get-user answers this student (401 for null); save2 answers `saveAnswer` after a moment, so the progress shows. */
/** GET v2/admission/form: the student's submitted form, read back for a correction. */
let ownFormAnswer: FakeAnswer = { body: { data: null } };

/** A file uploaded to the draft on the server. */
const draftFile = (field: string, name = `${field}.pdf`, mime = 'application/pdf') => ({
  field,
  name,
  mime,
  size: 2048,
  document_link: `/api/v2/admission/draft/files/${field}`,
  created_at: '2025-06-01T10:00:00.000Z',
});

/** The required uploads of an OBC student of a UG course, already uploaded (so the form can be submitted). */
const REQUIRED_UPLOADED = [
  draftFile('image', 'photo.png', 'image/png'),
  draftFile('signature', 'sign.png', 'image/png'),
  draftFile('mark_10th'),
  draftFile('mark_12'),
  draftFile('dc_caste'),
];

/** GET v2/admission/draft: the draft kept on the server. */
let serverDraft: Record<string, unknown> = { values: null, step: 1, updated_at: null, files: REQUIRED_UPLOADED };

function mockUser(user: Student | null) {
  const answer = saveAnswer;
  apiCalls = fakeApi({
    '/api/v2/get-user': user ? { body: { user } } : { status: 401, body: { message: 'Please log in again.' } },
    '/api/v2/admission/form': ownFormAnswer,
    '/api/v2/admission/draft': (call) =>
      call.method === 'GET' ? { body: { data: serverDraft } } : { body: { saved_at: new Date().toISOString() } },
    '/api/v2/admission/draft/files/': async (call) => {
      const field = call.path.split('/').pop() as string;
      if (call.method === 'DELETE') return { body: { removed: true } };
      if (call.method === 'PUT' && uploadHeld) await uploadHeld;
      return {
        body: { data: draftFile(field, `${field}-uploaded`, field === 'image' ? 'image/jpeg' : 'application/pdf') },
      };
    },
    '/api/v2/admission/save2': async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return answer;
    },
  });
}

/** The draft as stored once the pending write (at most every 500 ms) has happened. */
async function storedDraft() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
  return JSON.parse(localStorage.getItem(DRAFT) as string);
}

function renderAt(path: string) {
  const code = /admission-form\/(\w+)\/part-(\d)/.exec(path);
  const course = code ? findCourse(code[1]) : undefined;
  return render(
    <ShellProvider shell={testShell()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admission-form" element={<AdmissionEntryPage />} />
          {course && <Route path={path} element={<AdmissionFormPage course={course} year={Number(code?.[2])} />} />}
        </Routes>
      </MemoryRouter>
    </ShellProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 'token-1');
  (navigateToUrl as jest.Mock).mockReset();
  saveAnswer = { status: 200, body: {} };
  ownFormAnswer = { body: { data: null } };
  serverDraft = { values: null, step: 1, updated_at: null, files: REQUIRED_UPLOADED };
  apiCalls = [];
  uploadHeld = null;
});

describe('the guarded entry', () => {
  it('shows the heading and a login link to a visitor without a session, and no module version', async () => {
    localStorage.removeItem('auth_token');
    mockUser(null);
    renderAt('/admission-form');
    expect(screen.getByRole('heading', { name: 'Admission Form' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Student Login' })).toHaveAttribute(
      'href',
      '/student/login?next=%2Fadmission-form',
    );
    expect(screen.queryByText(/module version|मॉड्यूल संस्करण|1\.0\.0-test/)).toBeNull();
    expect(document.querySelector('[data-module-version]')).toHaveAttribute('data-module-version', '1.0.0-test');
  });

  it('treats an ended session like no session', async () => {
    mockUser(null);
    renderAt('/admission-form');
    expect(await screen.findByText('Please log in to fill the admission form.')).toBeInTheDocument();
  });

  it('sends a student waiting for approval back to the dashboard with the reason', async () => {
    jest.useFakeTimers();
    try {
      mockUser(student({ status: 0 }));
      renderAt('/admission-form');
      expect(await screen.findByRole('alert')).toHaveTextContent('waiting for verification');
      expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/student/dashboard');
      act(() => {
        jest.advanceTimersByTime(4000);
      });
      expect(navigateToUrl).toHaveBeenCalledWith('/student/dashboard');
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the form of the profile course and year', async () => {
    mockUser(student({ course_name: 'BSCBIO', course_year: 1 }));
    renderAt('/student/admission-form/bscbio/part-1');
    expect(await screen.findByTestId('form-course-code')).toHaveTextContent('BSCBIO');
    expect(screen.getByTestId('form-course-part')).toHaveTextContent('Part -1');
    expect(screen.getByTestId('form-course-level')).toHaveTextContent('Undergraduate');
    expect(screen.getByTestId('form-course-name')).toHaveTextContent('Bachelor of Science (Biology)');
  });
});

async function openForm(user = student()) {
  mockUser(user);
  renderAt(`/student/admission-form/${user.course_name?.toLowerCase()}/part-${user.course_year}`);
  await screen.findByTestId('form-course-code');
}

describe('the six-step form', () => {
  it('locks name, gender, email and category from the profile', async () => {
    await openForm();
    expect(screen.getByLabelText(/^Applicant Name/)).toHaveValue('Asha Verma');
    expect(screen.getByLabelText(/^Applicant Name/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Gender/)).toHaveValue('Female');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('OBC');
    expect(screen.getByLabelText(/^Sub Category/)).not.toHaveAttribute('readonly');
  });

  it('locks sub category and caste certificate for GENERAL', async () => {
    await openForm(student({ category: 'GENERAL' }));
    expect(screen.getByLabelText(/^Sub Category/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Caste Certificate Number/)).toHaveAttribute('readonly');
  });

  it('locks the caste fields for EWS too, pointing to the income and asset certificate', async () => {
    await openForm(student({ category: 'EWS' }));
    expect(screen.getByLabelText(/^Category/)).toHaveValue('EWS');
    for (const field of [/^Sub Category/, /^Caste Certificate Number/]) {
      expect(screen.getByLabelText(field)).toHaveAttribute('readonly');
      expect(screen.getByLabelText(field)).toHaveAccessibleDescription(
        expect.stringContaining('Not needed for EWS: upload the income and asset certificate in step 4'),
      );
    }
  });

  it('keeps the step until its required fields are filled, each error beside its field', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const mother = screen.getByLabelText(/^Mother's Name/);
    await waitFor(() => expect(mother).toHaveAttribute('aria-invalid', 'true'));
    expect(mother).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 6: Basic Info');
    expect(screen.getByTestId('step-tab-1')).toHaveAttribute('data-state', 'error');
    // The focus goes to the first invalid field of the page, whatever order the rules name them in.
    const invalid = [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
    expect(invalid.length).toBeGreaterThan(1);
    await waitFor(() => expect(document.activeElement).toBe(invalid[0]));
  });

  it('computes the percentage as the marks change and restores a draft after a reload', async () => {
    localStorage.setItem(
      DRAFT,
      JSON.stringify({
        version: 1,
        owner: 'asha@example.in',
        course: 'BSCBIO',
        year: 1,
        step: 3,
        values: { father_name: 'Ram Prasad', high_school_maxmarks: '600' },
        files: { image: 'photo.jpg' },
        savedAt: '2025-06-01T10:00:00.000Z',
      }),
    );
    mockUser(student());
    const view = renderAt('/student/admission-form/bscbio/part-1');
    await screen.findByTestId('draft-restored');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Education Details');
    const block = screen.getByTestId('education-high_school');
    await userEvent.type(within(block).getByLabelText(/^Marks Obtained/), '487');
    expect(within(block).getByLabelText(/^Percentage/)).toHaveValue('81.17');
    await userEvent.clear(within(block).getByLabelText(/^Maximum Marks/));
    expect(within(block).getByLabelText(/^Percentage/)).toHaveValue('');

    const saved = await storedDraft();
    expect(saved.values.high_school_obtmarks).toBe('487');
    expect(saved.values.father_name).toBe('Ram Prasad');
    expect(saved.step).toBe(3);
    // The names of the files uploaded to the draft on the server.
    expect(saved.files).toMatchObject({ image: 'photo.png', mark_10th: 'mark_10th.pdf' });
    view.unmount();

    renderAt('/student/admission-form/bscbio/part-1');
    await screen.findByTestId('draft-restored');
    expect(within(screen.getByTestId('education-high_school')).getByLabelText(/^Marks Obtained/)).toHaveValue('487');
  });
});

describe('BSC subjects', () => {
  it('disables Chemistry as first major and derives the group and second-major options', async () => {
    localStorage.setItem(
      DRAFT,
      JSON.stringify({
        version: 1,
        owner: 'asha@example.in',
        course: 'BSCBIO',
        year: 1,
        step: 2,
        values: {},
        files: {},
      }),
    );
    await openForm();
    const first = screen.getByLabelText(/^First Major Subject/);
    expect(within(first).getByRole('option', { name: /Chemistry/ })).toBeDisabled();
    await userEvent.selectOptions(first, 'Zoology');
    expect(screen.getByLabelText(/^Subject Group/)).toHaveValue('ZBC');
    const second = screen.getByLabelText(/^Second Major Subject/);
    const names = within(second)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['Select', 'Botany', 'Chemistry', 'Zoology']);
    expect(within(second).getByRole('option', { name: 'Zoology' })).toBeDisabled();
    await userEvent.selectOptions(second, 'Chemistry');
    expect(second).toHaveValue('Chemistry');
  });
});

describe('the PG form', () => {
  it('adds the UG details block', async () => {
    localStorage.setItem(
      DRAFT,
      JSON.stringify({
        version: 1,
        owner: 'asha@example.in',
        course: 'MSCBOT',
        year: 1,
        step: 3,
        values: {},
        files: {},
      }),
    );
    await openForm(student({ course_name: 'MSCBOT', academic_level: 'PG', course_year: 1 }));
    expect(screen.getByTestId('education-ug')).toBeInTheDocument();
  });
  it('has no UG block on a UG form', async () => {
    localStorage.setItem(
      DRAFT,
      JSON.stringify({ version: 1, owner: 'asha@example.in', course: 'BCOM', year: 1, step: 3, values: {}, files: {} }),
    );
    await openForm(student({ course_name: 'BCOM' }));
    expect(screen.getByTestId('education-high_school')).toBeInTheDocument();
    expect(screen.queryByTestId('education-ug')).toBeNull();
  });
});

describe('addresses', () => {
  it('copies the correspondence address into the permanent one when they are the same', async () => {
    localStorage.setItem(
      DRAFT,
      JSON.stringify({
        version: 1,
        owner: 'asha@example.in',
        course: 'BSCBIO',
        year: 1,
        step: 5,
        values: {},
        files: {},
      }),
    );
    await openForm();
    await userEvent.type(
      screen.getByLabelText(/^Village \/ Mohalla/, { selector: '#f-correspondence_address_village_mohalla' }),
      'Civil Lines',
    );
    await userEvent.type(document.getElementById('f-correspondence_address_pincode') as HTMLElement, '284001');
    await userEvent.click(screen.getByRole('radio', { name: /^Yes/ }));
    const permanent = document.getElementById('f-permanent_address_village_mohalla') as HTMLInputElement;
    await waitFor(() => expect(permanent).toHaveValue('Civil Lines'));
    expect(permanent).toHaveAttribute('readonly');
    expect(document.getElementById('f-permanent_address_pincode')).toHaveValue('284001');
  });
});

describe('uploads', () => {
  beforeEach(() => {
    localStorage.setItem(
      DRAFT,
      JSON.stringify({
        version: 1,
        owner: 'asha@example.in',
        course: 'BSCBIO',
        year: 1,
        step: 4,
        values: {},
        files: {},
      }),
    );
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  const fileInput = (field: string) =>
    within(screen.getByTestId(`upload-${field}`)).getByLabelText(/./, { selector: 'input[type=file]' });

  it('uploads each file as soon as it is chosen, refuses a wrong type, previews an image and ticks the checklist', async () => {
    serverDraft = { values: null, step: 1, updated_at: null, files: [] };
    await openForm();
    expect(screen.getByTestId('files-kept-with-draft')).toHaveTextContent('kept with your saved form');

    fireEvent.change(fileInput('image'), {
      target: { files: [new File(['%PDF'], 'photo.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(/This file type is not accepted/)).toBeInTheDocument();
    expect(apiCalls.some((c) => c.method === 'PUT' && c.path.endsWith('/draft/files/image'))).toBe(false);

    fireEvent.change(fileInput('image'), {
      target: { files: [new File(['img'], 'photo.jpg', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByTestId('uploaded-image')).toHaveTextContent('image-uploaded');
    const put = apiCalls.find((c) => c.method === 'PUT' && c.path === '/api/v2/admission/draft/files/image');
    expect(put?.headers.Authorization).toBe('Bearer token-1');
    expect(within(screen.getByTestId('upload-image')).getByRole('img')).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByText(/This file type is not accepted/)).toBeNull();

    fireEvent.change(fileInput('mark_10th'), {
      target: { files: [new File(['%PDF'], 'ten.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '10th Marksheet' })).toBeChecked());

    // Remove asks the server to forget the file.
    await userEvent.click(within(screen.getByTestId('upload-image')).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(screen.queryByTestId('uploaded-image')).toBeNull());
    expect(apiCalls.some((c) => c.method === 'DELETE' && c.path === '/api/v2/admission/draft/files/image')).toBe(true);
  });

  it('marks the required uploads and keeps the step until they are uploaded', async () => {
    serverDraft = { values: null, step: 1, updated_at: null, files: [draftFile('image', 'photo.png', 'image/png')] };
    await openForm();
    for (const field of ['image', 'signature', 'mark_10th', 'mark_12', 'dc_caste']) {
      expect(screen.getByTestId(`upload-${field}`)).toHaveTextContent('*');
    }
    expect(screen.getByTestId('upload-aadhar')).not.toHaveTextContent('*');
    expect(screen.getByTestId('upload-mark_ug')).not.toHaveTextContent('*');
    // The photo uploaded before is shown from the server (a reload, another device).
    expect(screen.getByTestId('uploaded-image')).toHaveTextContent('photo.png');
    await waitFor(() =>
      expect(apiCalls.some((c) => c.path === '/api/v2/admission/draft/files/image' && c.method === 'GET')).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await within(screen.getByTestId('upload-signature')).findByText('Upload this file: it is required'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('upload-dc_caste')).getByText('Upload this file: it is required'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('upload-image')).queryByText('Upload this file: it is required')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Upload Section');
  });

  it('marks the income certificate, not the caste certificate, as required for EWS', async () => {
    serverDraft = { values: null, step: 1, updated_at: null, files: [] };
    await openForm(student({ category: 'EWS' }));
    expect(screen.getByTestId('upload-dc_income')).toHaveTextContent('*');
    expect(screen.getByTestId('upload-dc_caste')).not.toHaveTextContent('*');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await within(screen.getByTestId('upload-dc_income')).findByText('Upload this file: it is required'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('upload-dc_caste')).queryByText('Upload this file: it is required')).toBeNull();
  });

  it('waits for a file still uploading when Next is pressed, then moves on with no error beside it', async () => {
    serverDraft = {
      values: null,
      step: 1,
      updated_at: null,
      files: REQUIRED_UPLOADED.filter((f) => f.field !== 'signature'),
    };
    let arrive = () => undefined as void;
    uploadHeld = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await openForm();
    fireEvent.change(fileInput('signature'), {
      target: { files: [new File(['img'], 'sign.png', { type: 'image/png' })] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('upload-wait')).toHaveTextContent('A file is still uploading');
    expect(screen.getByTestId('upload-signature')).not.toHaveTextContent('Upload this file: it is required');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Upload Section');

    await act(async () => arrive());
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 5 of 6'));
    expect(screen.queryByTestId('upload-wait')).toBeNull();
    await userEvent.click(screen.getByTestId('step-tab-4'));
    expect(await screen.findByTestId('uploaded-signature')).toHaveTextContent('signature-uploaded');
    expect(screen.getByTestId('upload-signature')).not.toHaveTextContent('Upload this file: it is required');
  });

  it('ticks every document of uploads that end together', async () => {
    serverDraft = { values: null, step: 1, updated_at: null, files: [] };
    let arrive = () => undefined as void;
    uploadHeld = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await openForm();
    for (const [field, name] of [
      ['mark_10th', 'ten.pdf'],
      ['mark_12', 'twelve.pdf'],
      ['aadhar', 'aadhaar.pdf'],
    ]) {
      fireEvent.change(fileInput(field as string), {
        target: { files: [new File(['%PDF'], name as string, { type: 'application/pdf' })] },
      });
    }
    await act(async () => arrive());
    for (const field of ['mark_10th', 'mark_12', 'aadhar'])
      expect(await screen.findByTestId(`uploaded-${field}`)).toBeInTheDocument();
    for (const name of ['10th Marksheet', '12th Marksheet', 'Aadhar Card']) {
      await waitFor(() => expect(screen.getByRole('checkbox', { name })).toBeChecked());
    }
  });

  it('clears "required" from a file once it arrives after Next named it', async () => {
    serverDraft = {
      values: null,
      step: 1,
      updated_at: null,
      files: REQUIRED_UPLOADED.filter((f) => f.field !== 'signature'),
    };
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await within(screen.getByTestId('upload-signature')).findByText('Upload this file: it is required'),
    ).toBeInTheDocument();
    fireEvent.change(fileInput('signature'), {
      target: { files: [new File(['img'], 'sign.png', { type: 'image/png' })] },
    });
    expect(await screen.findByTestId('uploaded-signature')).toBeInTheDocument();
    expect(screen.getByTestId('upload-signature')).not.toHaveTextContent('Upload this file: it is required');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 5 of 6'));
    expect(screen.getByTestId('step-tab-4')).not.toHaveAccessibleName(/error/i);
  });

  it('shows every label, option, step name and message in Hindi when the site is in Hindi', async () => {
    serverDraft = { values: null, step: 1, updated_at: null, files: [] };
    mockUser(student());
    render(
      <ShellProvider shell={testShell({ language: 'hi' })}>
        <MemoryRouter initialEntries={['/student/admission-form/bscbio/part-1']}>
          <Routes>
            <Route
              path="/student/admission-form/bscbio/part-1"
              element={<AdmissionFormPage course={findCourse('BSCBIO')!} year={1} />}
            />
          </Routes>
        </MemoryRouter>
      </ShellProvider>,
    );
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('चरण 4 / 6: दस्तावेज़ अपलोड');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('प्रवेश आवेदन पत्र');
    expect(screen.getByTestId('upload-image')).toHaveTextContent('फोटो');
    expect(screen.getByTestId('upload-mark_10th')).toHaveTextContent('10वीं की अंकतालिका');
    // Options show Hindi while the canonical value is what is sent.
    const tenth = screen.getByRole('checkbox', { name: '10वीं की अंकतालिका' });
    expect(tenth).toHaveAttribute('value', '10th Marksheet');
    expect(screen.getByRole('button', { name: 'अगला' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'अगला' }));
    expect(
      await within(screen.getByTestId('upload-image')).findByText('यह फ़ाइल अपलोड करें: यह आवश्यक है'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Upload this file: it is required')).toBeNull();
    expect(screen.getByRole('navigation')).toHaveTextContent('मूल जानकारी');
  });
});

const COMPLETE = {
  father_name: 'Ram Prasad',
  mother_name: 'Sita Devi',
  dob: '2006-04-12',
  whatsapp_number: '9876543210',
  aadhar_no: '123456789012',
  marital_status: 'Single',
  gap: 'No',
  major_subject_1: 'Zoology',
  major_subject_2: 'Botany',
  subject_group: 'ZBC',
  high_school_year: '2021',
  high_school_board: 'UP Board',
  high_school_name: 'GIC Jhansi',
  high_school_roll: '1001',
  high_school_maxmarks: '600',
  high_school_obtmarks: '480',
  intermediate_year: '2023',
  intermediate_board: 'UP Board',
  intermediate_name: 'GIC Jhansi',
  intermediate_roll: '2002',
  intermediate_maxmarks: '500',
  intermediate_obtmarks: '400',
  intermediate: { subject: 'Zoology, Botany, Chemistry' },
  correspondence_address_village_mohalla: 'Civil Lines',
  correspondence_address_post: 'Kotwali',
  correspondence_address_tehsil: 'Sadar',
  correspondence_address_district: 'Jhansi',
  correspondence_address_pincode: '284001',
  same_as_correspondence: 'Yes',
};

async function openFilledForm(user = student()) {
  localStorage.setItem(
    DRAFT,
    JSON.stringify({ version: 1, owner: user.email, course: 'BSCBIO', year: 1, step: 6, values: COMPLETE, files: {} }),
  );
  await openForm(user);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Declaration');
}

describe('submitting', () => {
  it('reviews the answers as a student reads them: the course in words, the date DD/MM/YYYY, each file named', async () => {
    await openFilledForm();
    const review = document.body;
    expect(review).toHaveTextContent('12/04/2006');
    expect(review).not.toHaveTextContent('2006-04-12');
    expect(review).toHaveTextContent('High School (10th) Marksheet: mark_10th.pdf');
    expect(review).toHaveTextContent('Photograph: photo.png');
    expect(review).not.toHaveTextContent(/(^|[;,] ): /);
    expect(review).not.toHaveTextContent(/BSCBIO –/);
  });

  it('keeps Submit disabled until the declaration is ticked', async () => {
    await openFilledForm();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /I declare/ }));
    expect(submit).toBeEnabled();
  });

  it('sends the payload with a progress bar, shows Success, clears the draft and opens the dashboard', async () => {
    saveAnswer = { status: 200, body: { response: true, message: 'Form saved', admission_code: 'ADM1' } };
    await openFilledForm();
    await userEvent.click(screen.getByRole('checkbox', { name: /I declare/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'));
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeInTheDocument();
    expect(screen.getByText('Form saved')).toBeInTheDocument();
    expect(localStorage.getItem(DRAFT)).toBeNull();
    const save = apiCalls.find((c) => c.path === '/api/v2/admission/save2');
    const sent = save?.body as Record<string, unknown>;
    expect(save?.headers.Authorization).toBe('Bearer token-1');
    expect(sent.applicant_name).toBe('Asha Verma');
    expect(sent.high_school_percentage).toBe('80.00');
    expect(sent.permanent_address_district).toBe('Jhansi');
    expect(sent['intermediate.subject']).toBe('Zoology, Botany, Chemistry');
    expect(sent.agreed_to_declaration).toBe('1');
    // The correspondence address travels with the form: the printout shows both addresses.
    expect(sent.correspondence_address_district).toBe('Jhansi');
    expect(sent.same_as_correspondence).toBe('Yes');
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/student/dashboard'), { timeout: 2000 });
  });

  it("shows 'Validation Error' with the server message and puts each field error on its field", async () => {
    saveAnswer = {
      status: 422,
      body: { response: false, message: 'Please correct the form.', errors: { aadhar_no: ['Aadhaar already used'] } },
    };
    await openFilledForm();
    await userEvent.click(screen.getByRole('checkbox', { name: /I declare/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Validation Error' })).toBeInTheDocument();
    expect(screen.getByText('Please correct the form.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    const aadhar = await screen.findByLabelText(/^Aadhaar Number/);
    expect(aadhar).toHaveAccessibleDescription(/Aadhaar already used/);
    expect(screen.getByTestId('step-tab-1')).toHaveAttribute('data-state', 'error');
    expect(localStorage.getItem(DRAFT)).not.toBeNull();
  });

  it("says 'No response received from server' when the network fails, and keeps the draft", async () => {
    saveAnswer = 'network-error';
    await openFilledForm();
    await userEvent.click(screen.getByRole('checkbox', { name: /I declare/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('No response received from server')).toBeInTheDocument();
    expect((await storedDraft()).values.father_name).toBe('Ram Prasad');
  });

  it('only returns to the dashboard when the fee is already paid', async () => {
    const paid = student({ is_admission_fee_payed: true });
    // The guard already keeps a paid student out; the form itself must not send anything either.
    mockUser(paid);
    renderAt('/admission-form');
    expect(await screen.findByRole('alert')).toHaveTextContent('already paid');
    expect(apiCalls.some((c) => c.path === '/api/v2/admission/save2')).toBe(false);
  });
});

describe('reading the answer', () => {
  it('maps responses to the messages of SPEC §8', () => {
    expect(outcomeOf(200, 'OK', { response: true, message: 'Saved' })).toEqual({
      kind: 'success',
      message: 'Saved',
      admissionCode: undefined,
    });
    expect(outcomeOf(200, 'OK', { response: false, message: 'Bad', errors: { dob: ['x'] } })).toMatchObject({
      kind: 'validation',
      message: 'Bad',
    });
    expect(outcomeOf(500, 'Internal Server Error', { message: 'Server Busy' })).toEqual({
      kind: 'error',
      message: 'Server Busy',
    });
    expect(outcomeOf(502, 'Bad Gateway', null)).toEqual({ kind: 'error', message: 'Bad Gateway' });
    expect(outcomeOf(500, '', { error: 'Oops' })).toEqual({ kind: 'error', message: 'Oops' });
    expect(outcomeOf(500, '', null)).toEqual({ kind: 'error', message: 'An error occurred while submitting the form' });
  });
  it('reads server field names as form fields', () => {
    expect(formFieldOf('weightage[]')).toBe('weightage');
    expect(formFieldOf('intermediate[subject]')).toBe('intermediate.subject');
    expect(formFieldOf('intermediate.subject')).toBe('intermediate.subject');
  });
});

describe('a form reopened for a correction the office asked for', () => {
  const reason = 'Upload a clear 12th marksheet';
  const corrected = () =>
    student({ status: 0, is_admission_submitted: false, correction_reason: reason, course_name: 'BSCBIO' });

  it('shows what to correct in English and Hindi, and starts from the submitted answers and files', async () => {
    ownFormAnswer = {
      body: {
        data: {
          admission_code: 'ADM26ABCDEFGH',
          values: COMPLETE,
          files: [{ field: 'mark_12', document_link: '/api/v2/admission/file/ADM26ABCDEFGH/mark_12' }],
        },
      },
    };
    serverDraft = { values: null, step: 1, updated_at: null, files: [] };
    mockUser(corrected());
    renderAt('/student/admission-form/bscbio/part-1');
    const notice = await screen.findByTestId('correction-notice');
    // In the chosen language alone (English here).
    expect(notice).toHaveTextContent('The college office asks you to correct your admission form');
    expect(notice).not.toHaveTextContent('महाविद्यालय कार्यालय ने आपके प्रवेश फॉर्म में सुधार के लिए कहा है');
    expect(within(notice).getByTestId('correction-reason')).toHaveTextContent(reason);
    expect(screen.getByLabelText(/^Father's Name/)).toHaveValue('Ram Prasad');
    expect(screen.getByLabelText(/^Mother's Name/)).toHaveValue('Sita Devi');
    expect(
      apiCalls.some((c) => c.path === '/api/v2/admission/form' && c.headers.Authorization === 'Bearer token-1'),
    ).toBe(true);

    await userEvent.click(screen.getByTestId('step-tab-4'));
    expect(await screen.findByTestId('stored-mark_12')).toHaveTextContent('Uploaded with your form');
    expect(screen.queryByTestId('stored-mark_10th')).toBeNull();
  });

  it('prefers the draft the student is working on, and still opens when the submitted form cannot be read', async () => {
    localStorage.setItem(
      DRAFT,
      JSON.stringify({
        version: 1,
        owner: 'asha@example.in',
        course: 'BSCBIO',
        year: 1,
        step: 1,
        values: { father_name: 'Corrected Name' },
        files: {},
      }),
    );
    ownFormAnswer = { status: 500, body: { message: 'Something went wrong.' } };
    mockUser(corrected());
    renderAt('/student/admission-form/bscbio/part-1');
    const notice = await screen.findByTestId('correction-notice');
    expect(within(notice).getByTestId('saved-form-unavailable')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Father's Name/)).toHaveValue('Corrected Name');
  });

  it('reads nothing back and shows no notice for a form without a correction', async () => {
    mockUser(student());
    renderAt('/student/admission-form/bscbio/part-1');
    await screen.findByTestId('form-course-code');
    expect(screen.queryByTestId('correction-notice')).toBeNull();
    expect(apiCalls.some((c) => c.path === '/api/v2/admission/form')).toBe(false);
  });
});
