import { type Href, routeTo } from '../lib/routes';

/**
 * Where the class-hour reward leads (doc 2 §2 "Class-hour reward button | route parentsCenter with parameter
 * classHourType=1"): home's class-hour gift and the age selection's class-hour dialog.
 */
export const classHourRewardHref = (): Href => routeTo('parentsCenter', { classHourType: 1 });
