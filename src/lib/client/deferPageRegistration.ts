/**
 * An inline script, run before Next's scripts, that makes every page registration (`_app` and the
 * page: `window.__NEXT_P.push`) happen in a task of its own.
 *
 * Next defers registrations made before its client starts by one task each ("this will increase the
 * overall latency in hydrating the page, but reduce the total blocking time"), but its deferred
 * scripts all run back to back once the document is parsed: the page chunks push after the client
 * has started, and a push then evaluates `_app`'s and the page's modules at once, in the task that ran
 * the scripts. On a throttled phone that made one task of 500 ms or more. With this script each
 * registration waits for a task of its own, as Next intends, so the browser can paint and handle
 * input between Next's runtime, `_app` and the page.
 *
 * How: `window.__NEXT_P` becomes an accessor. Every array stored in it gets a `push` that, once Next
 * assigns its own `push` (the registration function), calls it from a zero-delay timer; until then it
 * is the array's own push, so Next finds early entries in the array as before. It only changes when
 * registrations run, never what they do.
 */
export const DEFER_PAGE_REGISTRATION = `(function (w) {
  var define = Object.defineProperty, queue;
  function deferPushes(list) {
    var register;
    define(list, 'push', {
      configurable: true,
      get: function () {
        return register
          ? function (entry) { setTimeout(function () { register(entry); }, 0); return list.length; }
          : Array.prototype.push;
      },
      set: function (fn) { register = fn; }
    });
    return list;
  }
  define(w, '__NEXT_P', {
    configurable: true,
    get: function () { return queue; },
    set: function (value) {
      if (value !== queue) queue = value && typeof value === 'object' ? deferPushes(value) : value;
    }
  });
})(window);`;
