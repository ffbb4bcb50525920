import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import {
  createTestKeyPair,
  renderWithMember,
  serveApi,
  setUpMemberPageTests,
} from '../../../test/render-with-member';
import { RegisterCenterPage } from './register-center-page';

setUpMemberPageTests();

describe('RegisterCenterPage', () => {
  it('checks the form, shows the field the server names, then creates a sub-agent', async () => {
    const keys = await createTestKeyPair();
    let attempts = 0;
    const { calls } = serveApi({
      'GET /wps/system/publicKey': { value: keys.publicKey },
      'POST /wps/agent/register-center': () => {
        attempts += 1;
        return attempts === 1
          ? {
              errorCode: 'request_param_err',
              message: 'Check the fields.',
              details: { fields: { username: 'validation.pattern' } },
            }
          : { value: { id: 31, account: 'newagent', type: 2, uplineId: 1, affiliateCode: 'NEW123' } };
      },
    });
    renderWithMember(
      <MemoryRouter>
        <RegisterCenterPage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: /Sub-agent/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /User name/ }), { target: { value: 'new agent' } });
    fireEvent.change(screen.getByLabelText(/Initial password/), { target: { value: 'Start1234' } });
    fireEvent.change(screen.getByLabelText(/Confirm the password/), { target: { value: 'Start1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(attempts).toBe(1));
    expect(await screen.findByText('The format is not valid.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /User name/ }), { target: { value: 'newagent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('newagent was created in your team.')).toBeTruthy();
    expect(screen.getByText('Its invitation code: NEW123')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(await keys.open(posts[1]?.body)).toMatchObject({
      kind: 'AGENT',
      username: 'newagent',
      password: 'Start1234',
      confirmPassword: 'Start1234',
    });
  });
});
