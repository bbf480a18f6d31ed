// The DocSearch modal's German texts, loaded with the search bar (../theme/SearchBar): the
// plugin keeps them out of every page's main bundle. They must be in the code translations
// before the theme's SearchTranslations module reads them, which it does when it loads, so the
// search bar imports this module first.
import codeTranslations from '@generated/codeTranslations';
import searchModal from '@generated/codeTranslations?search-modal';

Object.assign(codeTranslations, searchModal);
