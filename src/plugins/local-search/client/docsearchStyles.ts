// Stands in for `@docsearch/react/style` (the plugin aliases it), which the theme's search bar
// imports with the modal. Docusaurus puts every stylesheet into the one all pages load; the
// button's rules belong there (the navbar shows it at once), the modal's go into a chunk of
// their own that loads with the modal (the `search-modal-styles` cache group in ../index.ts).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import '@docsearch/css/dist/modal.css';
