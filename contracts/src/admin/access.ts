/** Admin schemas: the control page's login when the simulator runs with an admin token. */
import * as z from 'zod/mini';

const AccessReplySchema = z.object({
  /** The simulator runs with an admin token (`--admin-token`). */
  required: z.boolean(),
  /** This browser now holds the admin cookie. */
  authenticated: z.boolean(),
});

export const accessSchemas = {
  adminLogin: {
    body: z.object({ token: z.string().check(z.minLength(1), z.maxLength(512)) }),
    reply: AccessReplySchema,
  },
  adminLogout: { reply: AccessReplySchema },
};
