/**
 * Entities shared by every document: the user, the student status, the private (child/parent) info and
 * present info (doc 1 §3, doc 3 §3). Fields the spec lists are all present; which are optional follows
 * what real replies omit (the spec says "in parts" for userName/unificationId).
 */
import * as z from 'zod/mini';
import { AuditionStatusSchema, ParentStatusSchema, StudentStatusSchema } from '../enums';

export const UserInfoSchema = z.object({
  token: z.string(),
  userId: z.string(),
  appToken: z.nullish(z.string()),
  openId: z.nullish(z.string()),
  /** Login time, epoch ms; sent back as klzz_ol_home_time. */
  time: z.number().check(z.int()),
  userName: z.nullish(z.string()),
  unificationId: z.nullish(z.string()),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const StudentInfoSchema = z.object({
  studentStatus: StudentStatusSchema,
  studentAuditionStatusEnums: z.nullish(AuditionStatusSchema),
  /** Dash-separated; the first part is the student level, e.g. 'L3-2-1'. */
  step: z.nullish(z.string()),
  payedStudentStatusText: z.nullish(z.string()),
});
export type StudentInfo = z.infer<typeof StudentInfoSchema>;

export const AttendClassSchema = z.object({
  attendClass: z.number().check(z.int()),
  catePid: z.number().check(z.int()),
});

export const PrivateInfoSchema = z.object({
  headImg: z.string(),
  headImgId: z.nullish(z.number().check(z.int())),
  kidName: z.string(),
  parentName: z.string(),
  parentStatus: ParentStatusSchema,
  parentPhone: z.string(),
  starNum: z.number().check(z.int(), z.gte(0)),
  /** Current class id. */
  attendClass: z.nullish(z.number().check(z.int())),
  /** The last entry's attendClass wins. */
  attendClassVoList: z.array(AttendClassSchema),
  kidSex: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(2))),
  /** Tutor id; 0 means no tutor (the tutor entry is hidden). */
  crUid: z.number().check(z.int()),
  peaCoinNum: z.number().check(z.int(), z.gte(0)),
  kidBornTime: z.nullish(z.string()),
  city: z.nullish(z.string()),
  cityId: z.nullish(z.number().check(z.int())),
  provinceId: z.nullish(z.number().check(z.int())),
  addr: z.nullish(z.string()),
  area: z.nullish(z.string()),
});
export type PrivateInfo = z.infer<typeof PrivateInfoSchema>;

export const PresentInfoSchema = z.object({
  presentId: z.string(),
  invitedUserId: z.nullish(z.string()),
  userSubjects: z.nullish(z.array(z.number().check(z.int()))),
  channelId: z.nullish(z.string()),
});
export type PresentInfo = z.infer<typeof PresentInfoSchema>;
