/**
 * Entities shared by every document: the user, the student status, the private (child/parent) info and
 * present info (doc 1 §3, doc 3 §3). Fields the spec lists are all present; which are optional follows
 * what real replies omit (the spec says "in parts" for userName/unificationId).
 */
import { z } from 'zod';
import { AuditionStatusSchema, ParentStatusSchema, StudentStatusSchema } from '../enums';

export const UserInfoSchema = z.object({
  token: z.string(),
  userId: z.string(),
  appToken: z.string().nullish(),
  openId: z.string().nullish(),
  /** Login time, epoch ms; sent back as klzz_ol_home_time. */
  time: z.number().int(),
  userName: z.string().nullish(),
  unificationId: z.string().nullish(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const StudentInfoSchema = z.object({
  studentStatus: StudentStatusSchema,
  studentAuditionStatusEnums: AuditionStatusSchema.nullish(),
  /** Dash-separated; the first part is the student level, e.g. 'L3-2-1'. */
  step: z.string().nullish(),
  payedStudentStatusText: z.string().nullish(),
});
export type StudentInfo = z.infer<typeof StudentInfoSchema>;

export const AttendClassSchema = z.object({
  attendClass: z.number().int(),
  catePid: z.number().int(),
});

export const PrivateInfoSchema = z.object({
  headImg: z.string(),
  headImgId: z.number().int().nullish(),
  kidName: z.string(),
  parentName: z.string(),
  parentStatus: ParentStatusSchema,
  parentPhone: z.string(),
  starNum: z.number().int().min(0),
  /** Current class id. */
  attendClass: z.number().int().nullish(),
  /** The last entry's attendClass wins. */
  attendClassVoList: z.array(AttendClassSchema),
  kidSex: z.number().int().min(0).max(2).nullish(),
  /** Tutor id; 0 means no tutor (the tutor entry is hidden). */
  crUid: z.number().int(),
  peaCoinNum: z.number().int().min(0),
  kidBornTime: z.string().nullish(),
  city: z.string().nullish(),
  cityId: z.number().int().nullish(),
  provinceId: z.number().int().nullish(),
  addr: z.string().nullish(),
  area: z.string().nullish(),
});
export type PrivateInfo = z.infer<typeof PrivateInfoSchema>;

export const PresentInfoSchema = z.object({
  presentId: z.string(),
  invitedUserId: z.string().nullish(),
  userSubjects: z.array(z.number().int()).nullish(),
  channelId: z.string().nullish(),
});
export type PresentInfo = z.infer<typeof PresentInfoSchema>;
