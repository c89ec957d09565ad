import { ApiBusinessError } from '@wonder/contracts/client';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { createUserStore, isTourist } from '../user-store';

const user = { token: 'tk', userId: 'u1', time: 1700000000000, openId: 'open-1' };
const official = {
  studentStatus: 'OFFICIAL_STUDENT' as const,
  studentAuditionStatusEnums: null,
  step: 'L3-2-1',
  payedStudentStatusText: null,
};

describe('user store', () => {
  it('starts as a TOURIST', () => {
    const s = createUserStore(false);
    expect(s.studentStatus()).toBe('TOURIST');
    expect(s.credentials()).toBeNull();
    expect(isTourist(s.getState())).toBe(true);
  });

  it('gives the client its credentials', () => {
    const s = createUserStore(false);
    s.setUser(user, official);
    expect(s.credentials()).toEqual({ token: 'tk', userId: 'u1', time: 1700000000000 });
    expect(isTourist(s.getState())).toBe(false);
  });

  it('logout keeps only the openId', () => {
    const s = createUserStore(false);
    s.setUser(user, official);
    s.logout();
    expect(s.getState()).toEqual({
      user: null,
      student: expect.objectContaining({ studentStatus: 'TOURIST' }),
      openId: 'open-1',
    });
  });

  it('persists across instances and ignores garbage', () => {
    const a = createUserStore();
    a.setUser(user, official);
    const b = createUserStore();
    expect(b.getState().user?.token).toBe('tk');
    expect(b.studentStatus()).toBe('OFFICIAL_STUDENT');
    window.localStorage.setItem('wonder.user', '{"user":42}');
    expect(createUserStore().getState().user).toBeNull();
  });

  it('notifies subscribers', () => {
    const s = createUserStore(false);
    const listener = vi.fn();
    s.subscribe(listener);
    s.setOpenId('x');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('query client', () => {
  it('does not retry a failed query (the contracts client already retried)', async () => {
    const qc = createQueryClient();
    const fail = vi.fn().mockRejectedValue(new ApiBusinessError('app', 'x', '1', '服务繁忙', 200, {}));
    await qc.fetchQuery({ queryKey: ['a'], queryFn: fail }).catch(() => {});
    expect(fail).toHaveBeenCalledTimes(1);
  });
});
