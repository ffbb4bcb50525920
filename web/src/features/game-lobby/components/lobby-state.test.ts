import { describe, expect, it } from 'vitest';

import { readLobbyState, writeLobbyState } from './lobby-state';

const OFFERED = { vendors: ['BGS', 'DEMO'], classifies: ['SLOT', 'TG'] as const };

describe('lobby state in the page address', () => {
  it('reads the vendor, view, classify and search', () => {
    expect(readLobbyState(new URLSearchParams('vassalage=DEMO&classify=TG&q=roleta'), OFFERED)).toEqual({
      vendor: 'DEMO',
      view: 'all',
      classify: 'TG',
      query: 'roleta',
    });
    expect(readLobbyState(new URLSearchParams('view=favorites&q=x&classify=TG'), OFFERED)).toEqual({
      vendor: null,
      view: 'favorites',
      classify: null,
      query: '',
    });
  });

  it('falls back to the whole catalogue for what the page does not offer', () => {
    expect(readLobbyState(new URLSearchParams('vassalage=NOPE&view=odd&classify=JP'), OFFERED)).toEqual({
      vendor: null,
      view: 'all',
      classify: null,
      query: '',
    });
    expect(readLobbyState(new URLSearchParams(`q=${'y'.repeat(80)}`), OFFERED).query).toHaveLength(50);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeLobbyState({ vendor: null, view: 'all', classify: null, query: ' ' }).toString()).toBe('');
    const state = { vendor: 'BGS', view: 'all', classify: 'SLOT', query: 'gems' } as const;
    const written = writeLobbyState(state);
    expect(written.toString()).toBe('vassalage=BGS&classify=SLOT&q=gems');
    expect(readLobbyState(written, OFFERED)).toEqual(state);
    expect(writeLobbyState({ vendor: null, view: 'recent', classify: 'SLOT', query: 'x' }).toString()).toBe(
      'view=recent',
    );
  });
});
