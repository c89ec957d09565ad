/** The saved answers (bench-app writes them from the simulator), parsed with zod as the app would. */
import { z } from 'zod';

const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
const item = z.object({ id: z.number(), title: z.string().nullish(), imgPath: z.string().nullish() });

export const answersSchema = z.object({
  person: envelope(z.object({ parentName: z.string().nullish(), headImg: z.string().nullish() })),
  unread: envelope(z.object({ num: z.number() })),
  tabs: envelope(
    z.array(
      z.object({
        tabName: z.string(),
        url: z.string(),
        tabImgPath: z.string().nullish(),
        tabImgLightPath: z.string().nullish(),
      }),
    ),
  ),
  banners: envelope(z.array(item)),
  source: envelope(
    z.object({
      navbar: z.object({ textContent: z.string().nullish() }).nullish(),
      blocks: z.array(
        z.object({
          resourceName: z.string(),
          dataList: z.array(
            z.object({ id: z.number(), textContent: z.string().nullish(), imgPath: z.string().nullish() }),
          ),
        }),
      ),
      floatPopups: z.array(item).nullish(),
    }),
  ),
  today: envelope(
    z.array(
      z.object({
        chapterName: z.string(),
        teacherName: z.string(),
        courseDate: z.string(),
        chapterImgUrl: z.string(),
      }),
    ),
  ),
  report: envelope(
    z.object({
      course_total: z.number().nullish(),
      subject_total: z.number().nullish(),
      isFinishClassToday: z.boolean().nullish(),
    }),
  ),
  poster: envelope(z.object({ rewardValue: z.number(), remark: z.string().nullish() })),
  showConfig: envelope(
    z.array(
      z.object({
        childModuleName: z.string(),
        styleTypeId: z.number(),
        showConfigContentList: z.array(
          z.object({
            id: z.number(),
            courseTitle: z.string(),
            courseSubtitle: z.string().nullish(),
            participantNum: z.number().nullish(),
            homePageImageUrl: z.string().nullish(),
          }),
        ),
      }),
    ),
  ),
});
export type Answers = z.infer<typeof answersSchema>;

export async function fetchAnswers(): Promise<Answers> {
  const response = await fetch('/api/home.json');
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return answersSchema.parse(await response.json());
}
