import { session, SESSION_KEYS } from './session';
import { recruiter } from './test-utils';

describe('session store', () => {
  beforeEach(() => session.clear());

  it('starts signed out', () => {
    expect(session.get()).toEqual({ token: null, user: null, ended: false });
  });

  it('stores the token and the user in localStorage and notifies subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = session.subscribe(listener);
    session.set('tok-1', recruiter);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(recruiter);
    expect(session.get()).toEqual({ token: 'tok-1', user: recruiter, ended: false });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    session.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('returns the same snapshot object until the session changes', () => {
    session.set('tok-1', recruiter);
    const a = session.get();
    expect(session.get()).toBe(a);
    session.updateUser({ ...recruiter, first_name: 'Asha M' });
    expect(session.get()).not.toBe(a);
    expect(session.get().user?.first_name).toBe('Asha M');
    expect(session.get().token).toBe('tok-1');
  });

  it('keeps and clears the cross-screen flags', () => {
    session.set('tok-1', recruiter);
    session.setGotoCandidate(true);
    session.setProfileId('cand-9');
    expect(localStorage.getItem(SESSION_KEYS.gotoCandidate)).toBe('true');
    expect(session.getGotoCandidate()).toBe(true);
    expect(session.getProfileId()).toBe('cand-9');
    session.setGotoCandidate(false);
    expect(session.getGotoCandidate()).toBe(false);
    session.clear();
    expect(session.getProfileId()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('follows a sign-out made in another tab', () => {
    session.set('tok-1', recruiter);
    const listener = jest.fn();
    const unsubscribe = session.subscribe(listener);
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(session.get().token).toBeNull();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
