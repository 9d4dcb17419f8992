// jsdom has no fetch. This environment hands the test realm Node's own fetch classes
// (captured here, outside jsdom), so the real ky client runs against a stubbed fetch.
// Relative URLs ('/api/login') resolve against the jsdom page, as in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

const shared = [
  'fetch',
  'Response',
  'Headers',
  'ReadableStream',
  'AbortController',
  'AbortSignal',
  'FormData',
  'Blob',
  'File',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    for (const name of shared) win[name] = globalThis[name];
    const NodeRequest = globalThis.Request;
    win.Request = class Request extends NodeRequest {
      constructor(input, init) {
        const relative = typeof input === 'string' || input instanceof URL;
        super(relative ? new URL(String(input), win.location.href) : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
