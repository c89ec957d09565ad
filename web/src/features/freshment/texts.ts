/**
 * The newcomer enrollment page's texts (doc 2 §3, §4: title from the freshment config, default 新生入学;
 * progress finishTaskCount / totalTask). The spec shows no other words for the page: the rest is chosen.
 */
import { routeTitles, texts } from '../../texts';

export const freshmentTexts = {
  /** Default title when the config has none (doc 2 §3). */
  defaultTitle: routeTitles.freshmentEnrollment,
  lead: '完成入学任务，和孩子一起开启学习之旅',
  progressLabel: '入学进度',
  progress: '已完成 {done}/{total} 项任务',
  tasksTitle: '入学任务',
  task: '入学任务 {n}',
  taskDone: texts.study.done,
  taskTodo: texts.study.todo,
  allDone: '恭喜，入学任务已全部完成！',
  empty: '入学任务正在准备中，请稍后再来看看',
  /** Outside the app the tasks are done in the app: the download page's fresh-enrollment variant. */
  downloadCta: '下载APP完成任务',
  /** In the app: the task centre. */
  inAppCta: '去完成任务',
  failed: '入学信息加载失败',
  retry: texts.common.reload,
  imageAlt: '新生入学活动',
  loading: texts.common.loading,
  back: texts.shell.back,
} as const;
