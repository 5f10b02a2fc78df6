import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '@college/web-kit/testing';
import { renderWithShell } from '../../app/test-shell';
import { EnquiryForm } from './enquiry-form';

let calls: ApiCall[] = [];
function answer(status: number, body: unknown) {
  calls = fakeApi({ '/api/v1/add-enquiry': { status, body } });
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Name/), 'Asha Yadav');
  await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
  await user.type(screen.getByLabelText(/Mobile/), '9876543210');
  await user.type(screen.getByLabelText(/Message/), 'When does admission close?');
}

describe('EnquiryForm', () => {
  afterEach(() => jest.useRealTimers());

  it('requires every field and checks the email the browser way', () => {
    renderWithShell(<EnquiryForm heading="Contact Us" />);
    for (const label of [/Name/, /Email/, /Mobile/, /Message/]) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Mobile/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it("posts the enquiry, toasts the server's message for 5 s and clears the form on success", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    answer(200, { message: 'Sent Message Successfully' });
    renderWithShell(<EnquiryForm heading="Contact Us" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent Message Successfully')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/v1/add-enquiry');
    expect(calls[0]?.body).toEqual({
      name: 'Asha Yadav',
      email: 'asha@example.com',
      mobile: '9876543210',
      message: 'When does admission close?',
    });
    expect(screen.getByLabelText(/Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    act(() => {
      jest.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Sent Message Successfully')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.queryByText('Sent Message Successfully')).toBeNull();
  });

  it('keeps what was typed when the server answers anything else', async () => {
    const user = userEvent.setup();
    answer(200, { message: 'We have your message already' });
    renderWithShell(<EnquiryForm heading="Contact Us" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('We have your message already')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue('Asha Yadav');
  });

  it("shows 'Failed to send message.' under the form when the call fails", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(500, { message: 'Server error' });
    renderWithShell(<EnquiryForm heading="Give us Feedback here:" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message.');
    expect(screen.getByLabelText(/Email/)).toHaveValue('asha@example.com');
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it("shows the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    answer(422, { message: 'Please check the form.', errors: { mobile: ['Enter a 10-digit mobile number'] } });
    renderWithShell(<EnquiryForm heading="Contact Us" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const mobile = screen.getByLabelText(/Mobile/);
    expect(await screen.findByText('Enter a 10-digit mobile number')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription('Enter a 10-digit mobile number');
    expect(screen.getByRole('alert')).toHaveTextContent('Mobile: Enter a 10-digit mobile number');
  });

  it('checks the fields with the shared enquiry schema before sending', async () => {
    const user = userEvent.setup();
    answer(200, { message: 'Sent Message Successfully' });
    renderWithShell(<EnquiryForm heading="Contact Us" />);
    await fill(user);
    await user.clear(screen.getByLabelText(/Message/));
    await user.type(screen.getByLabelText(/Message/), ' ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText(/Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("shows a field's error once it is left, keeps it until fixed, and sums up every error on send", async () => {
    const user = userEvent.setup();
    answer(200, { message: 'Sent Message Successfully' });
    renderWithShell(<EnquiryForm heading="Contact Us" />);
    const name = screen.getByLabelText(/Name/);
    await user.type(name, 'R');
    expect(screen.queryByTestId('error-name')).toBeNull();
    await user.tab();
    expect(screen.getByTestId('error-name')).toHaveTextContent('Write at least 2 letters of your name');
    expect(name).toHaveAccessibleDescription('Write at least 2 letters of your name');
    await user.type(screen.getByLabelText(/Email/), 'abc12');
    await user.tab();
    expect(screen.getByTestId('error-email')).toHaveTextContent('Please enter a valid email address');
    // Fixed: the error goes at the next key.
    await user.type(name, 'eena');
    expect(screen.queryByTestId('error-name')).toBeNull();

    await user.type(screen.getByLabelText(/Message/), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please correct these fields:');
    expect(summary).toHaveTextContent('Email: Please enter a valid email address');
    expect(summary).toHaveTextContent('Mobile: This field is required');
    expect(summary).toHaveTextContent('Message: Write your message in at least 5 characters');
    expect(screen.getByTestId('error-message')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says the errors in Hindi when the site is in Hindi', async () => {
    const user = userEvent.setup();
    renderWithShell(<EnquiryForm heading="संपर्क करें" />, { language: 'hi' });
    await user.type(screen.getByLabelText(/नाम/), 'R');
    await user.tab();
    expect(screen.getByTestId('error-name')).toHaveTextContent('अपने नाम के कम से कम 2 अक्षर लिखें');
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया इन प्रविष्टियों को ठीक करें:');
  });
});
