/** questionnaire-service (host 'questionnaire'), beyond each endpoint's success: a global expiry code. */
import { endpoints as E } from '@wonder/contracts';
import { expiry, type InteractionSpec } from './builders';

export function questionnaireInteractions(): InteractionSpec[] {
  return [expiry(E.myClasses.isPushQuestionnaire, '1000014')];
}
