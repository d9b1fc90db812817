import { defineRemote } from '@gangazo/platform';
import { SearchBox } from './features/search-box/SearchBox';

// No pages of its own: the search box fills the shell's `topbar.search` slot (see remote.json).
export default defineRemote({
  routes: [],
  slots: { 'topbar.search': SearchBox },
});
