import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { LazyImage } from './lazy-image';

afterEach(cleanup);

describe('LazyImage', () => {
  it('retries a broken image once, then shows the fallback icon', () => {
    render(<LazyImage src="/broken.png" alt="Promotion" isEager />);
    fireEvent.error(screen.getByRole('img', { name: 'Promotion' }));
    const retried = screen.getByRole('img', { name: 'Promotion' });
    expect(retried.tagName).toBe('IMG');
    fireEvent.error(retried);
    expect(screen.getByRole('img', { name: 'Promotion' }).tagName).toBe('SPAN');
  });

  it('hides a broken vendor logo', () => {
    const { container } = render(<LazyImage src="/broken.svg" alt="Vendor" isEager hideOnError />);
    fireEvent.error(screen.getByRole('img', { name: 'Vendor' }));
    fireEvent.error(screen.getByRole('img', { name: 'Vendor' }));
    expect(container.innerHTML).toBe('');
  });
});
