// A jsdom test environment on a machine in New York (TZ=America/New_York) for the tests named *.new-york.test.ts(x):
// they prove the browser shows times in the product's time zone (APP_TIMEZONE), not the machine's. Node applies a
// change of process.env.TZ at once; the worker's own zone is given back when the file ends.
// It is the fetch-carrying jsdom environment (shared-auth/test), so a screen renders against its stubbed API.
const JsdomWithFetchEnvironment = require('./shared-auth/test/jsdom-fetch-environment.cjs');

module.exports = class NewYorkEnvironment extends JsdomWithFetchEnvironment {
  constructor(config, context) {
    super(config, context);
    this.machineZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
  }

  async teardown() {
    if (this.machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.machineZone;
    await super.teardown();
  }
};
