// Stands in for the theme's start-up client module that registers Prism languages: that
// happens in ./highlighter.ts instead, together with loading Prism.
export {};
