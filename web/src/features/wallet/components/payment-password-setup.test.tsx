import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PaymentPasswordSetup } from './payment-password-setup';
import {
  createTestKeyPair,
  renderWithMember,
  serveApi,
  setUpMemberPageTests,
} from '../../../test/render-with-member';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
}

setUpMemberPageTests();

describe('PaymentPasswordSetup', () => {
  it('checks the fields before sending: login password given, 6 characters, differs from it, confirmed', () => {
    const { calls } = serveApi({});
    renderWithMember(<PaymentPasswordSetup />);
    submit();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    // The rule shows as the hint and, once checked, as the error.
    expect(screen.getAllByText('6–64 characters, different from your login password')).toHaveLength(2);

    fill(/^Login password/, 'Secret123');
    fill(/^Payment password/, 'Secret123');
    fill(/^Confirm payment password/, 'Secret124');
    expect(screen.getByText('Choose a payment password different from your login password.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the passwords encrypted and shows a wrong login password from the server', async () => {
    const keys = await createTestKeyPair();
    const { calls } = serveApi({
      'GET /wps/system/publicKey': { value: keys.publicKey },
      'POST /wps/member/paymentPassword': {
        errorCode: 'password.incorrect',
        message: 'Incorrect username or password.',
        details: { remainingAttempts: 4 },
      },
    });
    renderWithMember(<PaymentPasswordSetup />);
    fill(/^Login password/, 'Secret123');
    fill(/^Payment password/, 'Pay-123456');
    fill(/^Confirm payment password/, 'Pay-123456');
    submit();
    expect(await screen.findByText('Incorrect username or password. 4 attempts left.')).toBeTruthy();
    const sent = calls.find((call) => call.path === '/wps/member/paymentPassword');
    expect(await keys.open(sent?.body)).toMatchObject({
      loginPassword: 'Secret123',
      newPassword: 'Pay-123456',
      confirmNewPassword: 'Pay-123456',
    });
  });
});
