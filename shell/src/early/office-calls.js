// A signed-in staff member's first calls on a console page, started by the page itself while its scripts download:
// the session's check (`/api/admin/me`) and, on the applicants' queue, its first page with the address's filters.
// The API client's transport takes each answer once, for the same address, query and token, instead of asking again
// (web-kit/src/api/early-answers.ts). Sent by the site server only on the console's pages (deploy/src/index-page.ts);
// plain script, copied as it is (no build step), so it stays a few hundred bytes.
(function () {
  var token;
  try {
    token = localStorage.getItem('staff_token');
  } catch {
    return;
  }
  var path = location.pathname.replace(/\/+$/, '');
  if (!token || !/^\/admin(\/|$)/.test(path) || /^\/admin\/(login|set-password)$/.test(path)) return;
  var calls = (window.__earlyCalls = window.__earlyCalls || {});
  function ask(url) {
    calls[url] = {
      token: token,
      at: Date.now(),
      answer: fetch(url, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } }).then(
        function (res) {
          return res.text().then(function (text) {
            var body = text;
            try {
              body = text ? JSON.parse(text) : '';
            } catch {
              /* not JSON: the text, as the transport reads it */
            }
            return { status: res.status, body: body };
          });
        },
      ),
    };
  }
  ask('/api/admin/me');
  if (path === '/admin/applicants') {
    // The queue's query is the address's own with its page size; the transport compares queries sorted, and one
    // the console would not send (a bad sort, an empty filter) is simply not taken.
    var query = new URLSearchParams(location.search);
    if (!query.has('per_page')) query.set('per_page', '25');
    query.sort();
    ask('/api/admin/students?' + query.toString());
  }
})();
