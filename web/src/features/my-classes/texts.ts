/**
 * The my-classes texts (doc 3 §2, §8): the courses tab, the lesson lists behind its cards and the embedded
 * page. The spec's English is rendered in Chinese ('no course content yet' → 暂无课程内容, 'Failed to get
 * course category' → 获取课程分类失败); everything else is chosen. Interpolate with `fmt` from src/texts.
 */
import { routeTitles, texts } from '../../texts';

const ALL = '全部';
const STUDY_TASKS = '学习任务';

/** The courses tab (/myTabClass). */
export const myClassesTexts = {
  allSubjects: ALL,
  subjectTabsLabel: '学科',
  bannersLabel: '活动推荐',
  slotsLabel: '学习资源',
  bannerSlide: '第{n}张，共{total}张',
  categoriesTitle: routeTitles.myClass1,
  empty: '暂无课程内容',
  emptyHint: '购买或领取课程后，就能在这里看到孩子的课程啦',
  failed: '获取课程分类失败',
  failedHint: '网络开小差了，请稍后再试',
  retry: texts.common.reload,
  loading: texts.common.loadingContent,
  lessonCount: '共{count}节',
  taskCount: '{count}项任务',
  /** Card labels per kind of category. */
  kind: {
    live: routeTitles.liveGuide,
    trial: '体验课',
    recorded: routeTitles.recordingList,
    link: '精选内容',
    babyStudy: '宝宝学',
    studyTasks: STUDY_TASKS,
  },
  /** A card whose target is missing (a link category without its link). */
  unavailable: '暂未开放',
} as const;

/** /myClassList and /courseList. */
export const lessonTexts = {
  back: texts.shell.back,
  backHome: texts.shell.home,
  titleFallback: routeTitles.myClass1,
  tasksTitle: STUDY_TASKS,
  progress: '已学 {done}/{total}',
  tasksProgress: '已完成 {done}/{total}',
  filterAll: ALL,
  filterTodo: '未完成',
  filtersLabel: '任务筛选',
  serial: '第{n}节',
  date: '{month}月{day}日 {weekday}',
  dateTime: '{date} {time}',
  duration: '{minutes}分钟',
  teacher: '主讲：{name}',
  status: {
    upcoming: '未开始',
    live: '直播中',
    finished: '已结束',
    studied: '已学完',
    notStudied: '未学习',
    locked: '待解锁',
    done: texts.study.done,
    todo: texts.study.todo,
  },
  empty: '暂无课节',
  emptyTasks: '任务都完成啦，真棒！',
  failed: '课节加载失败',
  failedHint: myClassesTexts.failedHint,
  retry: texts.common.reload,
  loading: texts.common.loadingContent,
} as const;

/**
 * The satisfaction popup on back-press from /myClassList (doc 1 §7 names it, gives no texts: all chosen).
 */
export const satisfactionTexts = {
  title: '课程满意度调查',
  content: '孩子这段时间上课感觉怎么样？花1分钟告诉我们，帮助老师把课上得更好',
  go: '去评价',
  later: '下次再说',
} as const;

/** /iframePage. */
export const iframeTexts = {
  back: texts.shell.back,
  title: texts.app.name,
  blockedTitle: '无法打开该页面',
  blockedHint: '为保护孩子的安全，这里只能打开Wonder官方页面',
  backHome: texts.shell.home,
} as const;
