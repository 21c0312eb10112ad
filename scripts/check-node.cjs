/*
 * Runs before `npm start` and `npm test` on whatever Node the machine has, so it is plain
 * CommonJS with no dependency: an unsupported Node stops here with one clear message instead
 * of a stack trace from a dependency.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see above */
'use strict';
var fs = require('fs');
var path = require('path');

var pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
var wanted = /^>=\s*(\d+)\.(\d+)/.exec(pkg.engines && pkg.engines.node);
var have = /^v(\d+)\.(\d+)/.exec(process.version);
if (wanted && have) {
  var major = Number(have[1]);
  var minor = Number(have[2]);
  var needMajor = Number(wanted[1]);
  var needMinor = Number(wanted[2]);
  if (major < needMajor || (major === needMajor && minor < needMinor)) {
    var nvmrc = fs.readFileSync(path.join(__dirname, '..', '.nvmrc'), 'utf8').trim();
    console.error(
      'This project needs Node ' + needMajor + '.' + needMinor + ' or newer; this is Node ' + process.version + '.\n' +
        'Install Node ' + nvmrc + ' (for example `nvm install` in this folder reads .nvmrc), then run the command again.'
    );
    process.exit(1);
  }
}
