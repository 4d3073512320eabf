import styles from './legal-tabs.module.scss';

type LegalTabsProps = {
  label: string;
  tabs: { path: string; href: string; label: string }[];
  current: string;
};

/** Rendered on the server by the page that knows its document, so the tabs ship no JavaScript. */
export function LegalTabs({ label, tabs, current }: LegalTabsProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <a
              className={styles.tab}
              href={tab.href}
              aria-current={current === tab.path ? 'page' : undefined}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
