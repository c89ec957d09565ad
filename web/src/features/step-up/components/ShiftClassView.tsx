/**
 * The class choice (doc 3 §2, §4): recommended / all tabs, class cards (the cycle joined by +, the first
 * live lesson, the teachers, who play their intro video when tapped), "view more classes", the button to
 * submit intended times instead and the note about the teacher with the way to the head teacher. The
 * all tab has the chooser whose end options depend on the chosen start. Presentational.
 */
import type { CycleStartOption, StepUpClassItem } from '@wonder/contracts';
import { Button, CenterPopup, Dialog, DotLoading, Picker } from 'antd-mobile';
import { fmt } from '../../../texts';
import { shiftClassTexts, stepUpCommon } from '../texts';
import './step-up.css';

export type ClassTab = 'recommend' | 'all';

export interface ClassTabsProps {
  active: ClassTab;
  onChange(tab: ClassTab): void;
}

const TABS: readonly { tab: ClassTab; label: string }[] = [
  { tab: 'recommend', label: shiftClassTexts.recommendTab },
  { tab: 'all', label: shiftClassTexts.allTab },
];

export function ClassTabs({ active, onChange }: ClassTabsProps) {
  return (
    <div className="wp-su-tabs" role="tablist" aria-label={shiftClassTexts.tabsLabel}>
      {TABS.map((t) => (
        <button
          key={t.tab}
          type="button"
          role="tab"
          id={`wp-su-tab-${t.tab}`}
          aria-selected={active === t.tab}
          aria-controls="wp-su-classes"
          className={`wp-su-tab${active === t.tab ? ' wp-su-tab--active' : ''}`}
          onClick={() => active !== t.tab && onChange(t.tab)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export interface ClassCardProps {
  item: StepUpClassItem;
  selected: boolean;
  onChoose(item: StepUpClassItem): void;
  onTeacher(teacher: { id: number; nickname: string }): void;
}

export function ClassCard({ item, selected, onChoose, onTeacher }: ClassCardProps) {
  const titleId = `wp-su-class-${item.classId}`;
  return (
    <li
      className={`wp-su-card wp-su-class${selected ? ' wp-su-class--selected' : ''}`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="wp-su-class__cycle">
        {item.cycle.join(' + ')}
      </h3>
      <dl className="wp-su-facts">
        <div className="wp-su-facts__row">
          <dt>{shiftClassTexts.firstLive}</dt>
          <dd>{item.firstLiveTime}</dd>
        </div>
        <div className="wp-su-facts__row">
          <dt>{shiftClassTexts.teachers}</dt>
          <dd className="wp-su-class__teachers">
            {item.teacher.map((t) => (
              <button
                key={t.id}
                type="button"
                className="wp-su-teacher"
                aria-label={fmt(shiftClassTexts.playIntro, { name: t.nickname })}
                onClick={() => onTeacher(t)}
              >
                <span aria-hidden="true" className="wp-su-teacher__play" />
                {t.nickname}
              </button>
            ))}
          </dd>
        </div>
      </dl>
      <Button
        block
        color="primary"
        fill="outline"
        shape="rounded"
        size="small"
        className="wp-su-class__choose"
        onClick={() => onChoose(item)}
      >
        {shiftClassTexts.choose}
      </Button>
    </li>
  );
}

export interface ClassListProps {
  items: readonly StepUpClassItem[];
  loading: boolean;
  selectedId: number | null;
  /** The all tab: more pages can be appended. */
  paging?: { hasMore: boolean; loadingMore: boolean; onMore(): void };
  onChoose(item: StepUpClassItem): void;
  onTeacher(teacher: { id: number; nickname: string }): void;
}

export function ClassList(p: ClassListProps) {
  if (p.loading) {
    return (
      <div className="wp-su-list-state" role="status">
        <DotLoading color="primary" /> {stepUpCommon.loading}
      </div>
    );
  }
  if (p.items.length === 0) return <p className="wp-su-list-state">{shiftClassTexts.empty}</p>;
  return (
    <>
      <ul className="wp-su-classes">
        {p.items.map((item) => (
          <ClassCard
            key={item.classId}
            item={item}
            selected={p.selectedId === item.classId}
            onChoose={p.onChoose}
            onTeacher={p.onTeacher}
          />
        ))}
      </ul>
      {p.paging &&
        (p.paging.hasMore ? (
          <Button
            block
            fill="none"
            className="wp-su-more"
            loading={p.paging.loadingMore}
            onClick={p.paging.onMore}
          >
            {shiftClassTexts.viewMore}
          </Button>
        ) : (
          <p className="wp-su-list-state">{shiftClassTexts.noMore}</p>
        ))}
    </>
  );
}

export interface CycleChooserProps {
  options: readonly CycleStartOption[];
  /** The chosen start and end labels, or null for all times. */
  chosen: { start: string; end: string } | null;
  visible: boolean;
  onOpen(): void;
  onClose(): void;
  onChoose(start: CycleStartOption, end: CycleStartOption['ends'][number]): void;
  onClear(): void;
}

/** The all-classes chooser: a start, then only the ends that start allows (doc 3 §4). */
export function CycleChooser(p: CycleChooserProps) {
  if (p.options.length === 0) return null;
  const columns = (value: (string | number | null)[]) => {
    const start = p.options.find((o) => o.label === value[0]) ?? p.options[0];
    return [
      p.options.map((o) => ({ label: o.label, value: o.label })),
      (start?.ends ?? []).map((e) => ({ label: e.label, value: e.label })),
    ];
  };
  return (
    <div className="wp-su-chooser">
      <button type="button" className="wp-su-chooser__button" onClick={p.onOpen}>
        {p.chosen ? fmt(shiftClassTexts.filtered, p.chosen) : shiftClassTexts.filter}
      </button>
      {p.chosen && (
        <button type="button" className="wp-su-chooser__clear" onClick={p.onClear}>
          {shiftClassTexts.filterClear}
        </button>
      )}
      <Picker
        visible={p.visible}
        title={`${shiftClassTexts.filterStart} / ${shiftClassTexts.filterEnd}`}
        columns={columns}
        confirmText={stepUpCommon.confirm}
        cancelText={stepUpCommon.cancel}
        onClose={p.onClose}
        onConfirm={(value) => {
          const start = p.options.find((o) => o.label === value[0]);
          const end = start?.ends.find((e) => e.label === value[1]);
          if (start && end) p.onChoose(start, end);
        }}
      />
    </div>
  );
}

export interface ConfirmJoinDialogProps {
  item: StepUpClassItem | null;
  joining: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** 'Please confirm whether to join this class'; cancel clears the selection. */
export function ConfirmJoinDialog({ item, joining, onConfirm, onCancel }: ConfirmJoinDialogProps) {
  return (
    <Dialog
      visible={item !== null}
      title={stepUpCommon.warmTip}
      aria-label={shiftClassTexts.confirmJoin}
      content={
        item && (
          <div className="wp-su-dialog-text">
            <p>{shiftClassTexts.confirmJoin}</p>
            <p className="wp-su-dialog-strong">{item.cycle.join(' + ')}</p>
            <p>{`${shiftClassTexts.firstLive}：${item.firstLiveTime}`}</p>
          </div>
        )
      }
      onClose={onCancel}
      actions={[
        [
          { key: 'cancel', text: stepUpCommon.cancel, onClick: onCancel, disabled: joining },
          { key: 'join', text: shiftClassTexts.join, bold: true, onClick: onConfirm, disabled: joining },
        ],
      ]}
    />
  );
}

export interface TeacherVideoProps {
  teacher: string | null;
  url: string | null;
  onClose(): void;
}

/** A teacher's intro video, played in place. */
export function TeacherVideo({ teacher, url, onClose }: TeacherVideoProps) {
  return (
    <CenterPopup
      visible={teacher !== null}
      onClose={onClose}
      showCloseButton
      aria-label={teacher ? fmt(shiftClassTexts.playIntro, { name: teacher }) : shiftClassTexts.videoTitle}
    >
      <div className="wp-su-video">
        <h2 className="wp-su-card__title">{teacher ?? shiftClassTexts.videoTitle}</h2>
        {url ? (
          // biome-ignore lint/a11y/useMediaCaption: the teachers' intro videos come without caption tracks
          <video className="wp-su-video__player" src={url} controls autoPlay playsInline />
        ) : (
          <p className="wp-su-list-state" role="status">
            <DotLoading color="primary" /> {stepUpCommon.loading}
          </p>
        )}
      </div>
    </CenterPopup>
  );
}

export interface ShiftClassFooterProps {
  onSubmitTimes(): void;
  onContact(): void;
}

/** The way to intended times, and the note about the teacher with the head teacher. */
export function ShiftClassFooter({ onSubmitTimes, onContact }: ShiftClassFooterProps) {
  return (
    <div className="wp-su-shift-footer">
      <Button block color="primary" shape="rounded" onClick={onSubmitTimes}>
        {shiftClassTexts.submitTimesInstead}
      </Button>
      <p className="wp-su-note">
        {shiftClassTexts.teacherNote}
        <button type="button" className="wp-su-link" onClick={onContact}>
          {shiftClassTexts.contactHeadTeacher}
        </button>
      </p>
    </div>
  );
}
