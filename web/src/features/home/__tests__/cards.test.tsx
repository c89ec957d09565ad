import { render, screen, within } from '@testing-library/react';
import type { ModuleConfig, ReportRecord, TodayClass } from '@wonder/contracts';
import { successData } from '@wonder/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { ModuleList, PARTICIPANT_PICTURES_SHOWN } from '../components/ModuleList';
import { ReportCard } from '../components/ReportCard';
import { TodayClasses } from '../components/TodayClasses';
import { showsNewReportHeader } from '../rules/home-rules';
import { homeTexts } from '../texts';

const pictures = (root: HTMLElement) =>
  [...root.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe("today's class: the chapter's picture (doc 2 §3 chapterImgUrl)", () => {
  it('each lesson shows its chapter picture', () => {
    const lessons = successData('app.todayClasss', 'official') as TodayClass[];
    render(<TodayClasses classes={lessons} onListen={vi.fn()} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => pictures(item))).toEqual(lessons.map((l) => [l.chapterImgUrl]));
  });
});

describe("module cards: the participants' pictures (doc 2 §3 participantPictureUrls)", () => {
  it('a card with participants shows the first few pictures beside the count', () => {
    const modules = successData('app.homePageShowConfig', 'official') as ModuleConfig[];
    const card = modules.flatMap((m) => m.showConfigContentList).find((c) => c.participantNum);
    if (!card) throw new Error('the fixtures have a card with participants');
    const urls = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'];
    const module = { ...modules[0], showConfigContentList: [{ ...card, participantPictureUrls: urls }] };
    render(
      <ModuleList
        state={{ status: 'ready', modules: [module as ModuleConfig], hasMore: false, loadingMore: false }}
        onCard={vi.fn()}
        onLoadMore={vi.fn()}
      />,
    );
    const count = screen.getByText(`${card.participantNum}人参与`);
    expect(pictures(count)).toEqual(urls.slice(0, PARTICIPANT_PICTURES_SHOWN));
  });
});

describe("the report card's 'new report' header (doc 2 §4)", () => {
  const record = successData('evaluation.getReportRecord', 'official') as ReportRecord;

  it('shows only when home is the active page and a new record exists', () => {
    expect(showsNewReportHeader(record, true)).toBe(Boolean(record.report_record));
    expect(showsNewReportHeader(record, false)).toBe(false);
    expect(showsNewReportHeader({ ...record, report_record: null }, true)).toBe(false);
  });

  it('the card draws the header only while active', () => {
    const { rerender } = render(<ReportCard record={record} pageActive onOpen={vi.fn()} />);
    const card = screen.getByRole('region', { name: homeTexts.report.title });
    expect(within(card).queryAllByText(homeTexts.report.newReport)).toHaveLength(1);
    rerender(<ReportCard record={record} pageActive={false} onOpen={vi.fn()} />);
    expect(within(card).queryAllByText(homeTexts.report.newReport)).toHaveLength(0);
  });
});
