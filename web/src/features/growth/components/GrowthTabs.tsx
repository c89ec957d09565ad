/** The three growth tabs: learning plan, dynamic situation, reports. Presentational. */
import type { GrowthTab } from '../rules/tabs';
import { growthTexts } from '../texts';

const LABELS: Readonly<Record<GrowthTab, string>> = {
  1: growthTexts.tabs.studyPlan,
  2: growthTexts.tabs.situation,
  3: growthTexts.tabs.reports,
};

export interface GrowthTabsProps {
  active: GrowthTab;
  onSelect(tab: GrowthTab): void;
}

export function GrowthTabs({ active, onSelect }: GrowthTabsProps) {
  return (
    <div className="wp-gr-tabs" role="tablist" aria-label={growthTexts.tabsLabel}>
      {([1, 2, 3] as const).map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === active}
          className={`wp-gr-tabs__tab${tab === active ? ' wp-gr-tabs__tab--active' : ''}`}
          onClick={() => onSelect(tab)}
        >
          {LABELS[tab]}
        </button>
      ))}
    </div>
  );
}
