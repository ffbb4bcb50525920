import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Modal, useIsDialogOpen } from './modal';

afterEach(cleanup);

/** A site pop-up that, like the announcement pop-up, waits while the visitor is in another dialog. */
function SitePopup() {
  const isDialogOpen = useIsDialogOpen();
  return isDialogOpen ? null : (
    <Modal title="Announcements" onClose={() => undefined} isDeferred>
      <p>News</p>
    </Modal>
  );
}

function Page() {
  const [isLoginOpen, setIsLoginOpen] = useState(true);
  return (
    <>
      <SitePopup />
      {isLoginOpen ? (
        <Modal title="Log in" onClose={() => setIsLoginOpen(false)}>
          <p>Form</p>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('holds a deferred pop-up while another dialog is open and shows it once that one closes', () => {
    vi.useFakeTimers();
    try {
      render(<Page />);
      expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull();

      fireEvent.keyDown(screen.getByRole('dialog', { name: 'Log in' }), { key: 'Escape' });
      act(() => {
        vi.runAllTimers();
      });
      expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Announcements' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
