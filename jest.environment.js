// jsdom plus the fetch primitives of Node (Request, Response, Headers), which jsdom does not have.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      FormData: this.global.FormData ?? FormData,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
