/**
 * After a login: the status lookup for the new token (doc 1 §1 "status lookup"; §4 "success saves user
 * info"): getAuthTokenExt's user fields and student status go into the store. A failed lookup clears the
 * user again (openId kept), the same rule as at startup, and rethrows so the screen says so. Used by every
 * login that answers a token (the login page, home's trial-claim popup).
 */
import { type StudentInfo, sessionEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import type { UserStore } from '../lib/user-store';

export async function lookUpStatus(
  client: ApiClient,
  store: UserStore,
  token: string,
): Promise<StudentInfo | null> {
  try {
    const ext = await client.call(sessionEndpoints.getAuthTokenExt, { query: { token } });
    const user = store.getState().user;
    if (user) {
      store.setUser(
        {
          ...user,
          userName: ext.userName ?? null,
          unificationId: ext.unificationId ?? null,
          appToken: ext.appToken ?? null,
        },
        {
          studentStatus: ext.studentStatus,
          studentAuditionStatusEnums: ext.studentAuditionStatusEnums ?? null,
          step: ext.step ?? null,
          payedStudentStatusText: ext.payedStudentStatusText ?? null,
        },
      );
    }
    return store.getState().student;
  } catch (error) {
    store.logout();
    throw error;
  }
}
