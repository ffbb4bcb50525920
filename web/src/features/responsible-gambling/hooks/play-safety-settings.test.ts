import { renderHook, act } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

import { DEFAULT_PLAY_SAFETY, savePlaySafety, usePlaySafety } from './play-safety-settings';

afterEach(() => {
  localStorage.clear();
});

it('starts from the defaults, keeps a choice, and ignores a stored value it does not offer', () => {
  const { result } = renderHook(() => usePlaySafety());
  expect(result.current).toEqual(DEFAULT_PLAY_SAFETY);
  act(() => savePlaySafety({ realityCheckMinutes: 15, inactivityMinutes: 60 }));
  expect(result.current).toEqual({ realityCheckMinutes: 15, inactivityMinutes: 60 });
  act(() => savePlaySafety({ realityCheckMinutes: 7, inactivityMinutes: 0 }));
  expect(result.current).toEqual({ realityCheckMinutes: 0, inactivityMinutes: 30 });
});
