import type { WithdrawalPayout } from '@plaza/contracts/withdrawals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { startI18n } from '../../../i18n/i18n';
import { NotReceivedDialog } from './not-received-dialog';
import { renderWithMember, serveApi } from '../../../test/render-with-member';

const PAYOUT: WithdrawalPayout = {
  id: '5',
  amount: 1900,
  status: 'AWAITING_CONFIRMATION',
  disbursedAt: '2026-01-02T00:00:00.000Z',
  confirmDeadlineAt: '2026-01-03T00:00:00.000Z',
  confirmedAt: null,
  remark: null,
  proofIds: [],
};

function image(name: string, type: string, size = 2048): File {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(...files: File[]) {
  fireEvent.change(screen.getByLabelText(/^Proof images/), { target: { files } });
}

function send() {
  fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
}

beforeAll(async () => {
  await startI18n('en');
  // jsdom has no object URLs; the thumbnails only need a string.
  URL.createObjectURL = () => 'blob:thumbnail';
  URL.revokeObjectURL = () => undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('NotReceivedDialog', () => {
  it('refuses other types, images over 5 MB and a fourth image before anything is sent', () => {
    const { calls } = serveApi({});
    renderWithMember(<NotReceivedDialog withdrawalId="9" payout={PAYOUT} onClose={vi.fn()} />);
    expect(screen.getByText('PNG or JPG only, at most 5 MB each, at most 3 images.')).toBeTruthy();

    pick(
      image('scan.gif', 'image/gif'),
      image('scan.pdf', 'application/pdf'),
      image('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
    );
    expect(screen.getByText('scan.gif: only PNG or JPG images can be sent.')).toBeTruthy();
    expect(screen.getByText('scan.pdf: only PNG or JPG images can be sent.')).toBeTruthy();
    expect(screen.getByText('big.jpg: larger than 5 MB.')).toBeTruthy();
    send();
    expect(screen.getByText('Add at least one image.')).toBeTruthy();

    pick(
      image('1.png', 'image/png'),
      image('2.jpg', 'image/jpeg'),
      image('3.png', 'image/png'),
      image('4.png', 'image/png'),
    );
    expect(screen.getByText('4.png: at most 3 images can be sent.')).toBeTruthy();
    expect(screen.getByText('3/3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose images' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove 2.jpg' }));
    expect(screen.getByText('2/3')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('counts the remark against 140 characters and holds the report while it is longer', () => {
    const { calls } = serveApi({});
    renderWithMember(<NotReceivedDialog withdrawalId="9" payout={PAYOUT} onClose={vi.fn()} />);
    pick(image('1.png', 'image/png'));
    const remark = screen.getByRole('textbox', { name: /^Remark/ });
    fireEvent.change(remark, { target: { value: 'x'.repeat(140) } });
    expect(screen.getByText('140/140')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send report' }).hasAttribute('disabled')).toBe(false);
    fireEvent.change(remark, { target: { value: 'x'.repeat(141) } });
    expect(screen.getByText('141/140')).toBeTruthy();
    expect(screen.getByText('The remark can have at most 140 characters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send report' }).hasAttribute('disabled')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('sends the fields and images as multipart form data, and shows the server’s refusal', async () => {
    const { calls } = serveApi({
      'POST /wps/payment/withdrawal/notReceived': {
        errorCode: 'upload.invalid',
        message: 'Images must be png or jpg, at most 5 MB each, at most 3 images.',
      },
    });
    const onClose = vi.fn();
    renderWithMember(<NotReceivedDialog withdrawalId="9" payout={PAYOUT} onClose={onClose} />);
    pick(image('statement.png', 'image/png'), image('photo.jpg', 'image/jpeg'));
    fireEvent.change(screen.getByRole('textbox', { name: /^Remark/ }), {
      target: { value: '  Not in my account  ' },
    });
    send();
    expect(
      await screen.findByText('Images must be png or jpg, at most 5 MB each, at most 3 images.'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    const body = calls[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body instanceof FormData ? body : new FormData();
    expect(form.get('withdrawalId')).toBe('9');
    expect(form.get('payoutId')).toBe('5');
    expect(form.get('remark')).toBe('Not in my account');
    expect(form.getAll('proof').map((entry) => (entry instanceof File ? entry.name : entry))).toEqual([
      'statement.png',
      'photo.jpg',
    ]);
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
