// tslib's helpers that @docusaurus/utils-common calls, as tslib 2 defines them (CommonJS, like
// the package that requires them).
'use strict';

exports.__importDefault = function (mod) {
  return mod && mod.__esModule ? mod : { default: mod };
};
