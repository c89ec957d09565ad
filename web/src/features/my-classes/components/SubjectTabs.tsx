/** The subject tabs of the courses tab: "all", then the configured subjects. Presentational. */
import type { SubjectTab } from '../rules/subjects';

export interface SubjectTabsProps {
  tabs: readonly SubjectTab[];
  active: number;
  label: string;
  onSelect(subject: number): void;
}

export function SubjectTabs({ tabs, active, label, onSelect }: SubjectTabsProps) {
  return (
    <div className="wp-mc-subjects" role="tablist" aria-label={label}>
      {tabs.map((tab) => {
        const selected = tab.subject === active;
        return (
          <button
            key={tab.subject}
            type="button"
            role="tab"
            aria-selected={selected}
            className={`wp-mc-subjects__tab${selected ? ' wp-mc-subjects__tab--active' : ''}`}
            onClick={() => onSelect(tab.subject)}
          >
            {tab.name}
          </button>
        );
      })}
    </div>
  );
}
