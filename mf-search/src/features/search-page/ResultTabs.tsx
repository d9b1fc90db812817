import { Link } from 'react-router';
import type { SearchResultCounts } from '@gangazo/contracts';
import { SEARCH_RESULT_GROUPS } from '@gangazo/contracts/catalog/search-rules';
import { GROUP_LABELS, searchPageHref, withGroup, type SearchPageState } from './urlState';
import styles from './SearchPage.module.css';

/**
 * One link per group, with how many results it holds. Links rather than ARIA tabs: each group is
 * its own address (shareable, reloadable, rendered by the server), so moving between them is
 * navigation, and the current one is marked `aria-current="page"`.
 */
export function ResultTabs({ state, counts }: { state: SearchPageState; counts: SearchResultCounts | undefined }) {
  return (
    <nav aria-label="Tipos de resultado" className={styles.tabs}>
      <ul>
        {SEARCH_RESULT_GROUPS.map((group) => (
          <li key={group}>
            <Link to={searchPageHref(withGroup(state, group))} aria-current={group === state.group ? 'page' : undefined} className={styles.tab} preventScrollReset>
              {GROUP_LABELS[group]}
              {counts && <span className={styles.tabCount}>{counts[group]}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
