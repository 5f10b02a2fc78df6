import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInShell, testShell } from '../testing';
import { Alert, Button, Checkbox, DataTable, FileInput, Modal, RadioGroup, SelectField, TextField } from './index';

function Upload({ onFile }: { onFile: (f: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileInput
      label="Photo"
      kind="image"
      file={file}
      onChange={(f) => {
        setFile(f);
        onFile(f);
      }}
      progress={file ? 0.5 : null}
    />
  );
}

describe('FileInput', () => {
  it('offers the types of the upload table and refuses a HEIC photo, naming the allowed types', () => {
    const onFile = jest.fn();
    renderInShell(<Upload onFile={onFile} />);
    const input = screen.getByLabelText('Photo') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp');
    expect(screen.getByText('JPG, PNG or WebP image, up to 5 MB')).toBeInTheDocument();
    const heic = new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' });
    fireEvent.change(input, { target: { files: [heic] } });
    expect(onFile).toHaveBeenLastCalledWith(null);
    expect(
      screen.getByText('HEIC/HEIF photos are not accepted. Photos must be JPEG, PNG or WebP images.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes an accepted file, names it and shows the upload progress', () => {
    const onFile = jest.fn();
    renderInShell(<Upload onFile={onFile} />);
    const png = new File(['x'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [png] } });
    expect(onFile).toHaveBeenLastCalledWith(png);
    expect(screen.getByText('me.png')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading 50%' })).toBeInTheDocument();
  });

  it('speaks Hindi when the page does', () => {
    renderInShell(<Upload onFile={jest.fn()} />, testShell({ language: 'hi' }));
    const input = screen.getByLabelText('Photo');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(screen.getByText('यह फ़ाइल प्रकार स्वीकार नहीं है: JPG, PNG या WebP चित्र, अधिकतम 5 MB')).toBeInTheDocument();
    expect(screen.getByText('JPG, PNG या WebP चित्र, अधिकतम 5 MB')).toBeInTheDocument();
  });
});

describe('DataTable', () => {
  const rows = [
    { id: 1, name: 'Asha', status: 'Approved' },
    { id: 2, name: 'Ravi', status: 'Pending' },
  ];
  const columns = [
    { key: 'name', header: 'Name', cell: (r: (typeof rows)[number]) => r.name },
    { key: 'status', header: 'Status', cell: (r: (typeof rows)[number]) => r.status },
  ];

  it('labels every cell with its column, for the card layout on phones', () => {
    renderInShell(<DataTable caption="Applicants" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'Applicants' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Status']);
    expect(screen.getByText('Ravi').closest('td')).toHaveAttribute('data-label', 'Name');
    expect(screen.getByText('Pending').closest('td')).toHaveAttribute('data-label', 'Status');
  });

  it('says so when there are no rows', () => {
    renderInShell(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="No applicants yet" />);
    expect(screen.getByRole('cell', { name: 'No applicants yet' })).toHaveAttribute('colspan', '2');
  });
});

describe('Modal', () => {
  it('moves focus in, closes on Escape and by its bilingual close button', async () => {
    const onClose = jest.fn();
    renderInShell(
      <Modal title="Change status" onClose={onClose}>
        <TextField label="Remark" />
      </Modal>,
      testShell({ language: 'hi' }),
    );
    expect(screen.getByRole('dialog', { name: 'Change status' })).toBeInTheDocument();
    expect(screen.getByLabelText('Remark')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'बंद करें' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('form controls', () => {
  it('tie the hint and the errors to the control', () => {
    renderInShell(
      <>
        <TextField label="Email" hint="We send a code" error={['Enter an email', 'Too long']} />
        <SelectField
          label="Course"
          options={[{ value: 'BCOM', label: 'B.Com' }]}
          placeholder="Choose"
          error="Choose one"
        />
        <RadioGroup
          legend="Gender"
          name="g"
          value=""
          options={[{ value: 'F', label: 'Female' }]}
          onChange={jest.fn()}
        />
        <Checkbox label="I agree" error="Please agree" />
      </>,
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We send a code Enter an email Too long');
    expect(screen.getByLabelText('Course')).toHaveAccessibleDescription('Choose one');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Please agree');
  });

  it('a pending button is busy and cannot be pressed twice', async () => {
    const onClick = jest.fn();
    renderInShell(
      <Button pending onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('an error alert is announced and stays until dismissed', async () => {
    const onDismiss = jest.fn();
    renderInShell(
      <Alert tone="error" title="Could not save" onDismiss={onDismiss}>
        Try again.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
