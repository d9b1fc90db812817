import { defineRemote } from '@gangazo/platform';
import { SearchBox } from './features/search-box/SearchBox';
import { SearchPage } from './features/search-page/SearchPage';

// The search box fills the shell's `topbar.search` slot; `/buscar` is the results page it opens.
// Paths must match remote.json.
export default defineRemote({
  routes: [{ path: '/buscar', element: <SearchPage /> }],
  slots: { 'topbar.search': SearchBox },
});
