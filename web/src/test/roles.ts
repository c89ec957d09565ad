/** The student status of each role the table-driven tests name (official, trial, tourist). */
import { STUDENT_STATUS } from '@wonder/contracts';

export const STATUS_OF_ROLE = {
  official: STUDENT_STATUS.OFFICIAL_STUDENT,
  trial: STUDENT_STATUS.UNOFFICIAL_STUDENT,
  tourist: STUDENT_STATUS.TOURIST,
} as const;
