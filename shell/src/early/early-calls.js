// A signed-in page's first calls, started by the page itself while its scripts download: on a student's page
// get-user, and on the form the admission draft beside it; on a console page the session's check (`me`), and on the
// applicants' queue its first page with the address's filters. The API client's transport takes each answer once,
// for the same address, query and token, instead of asking again (web-kit/src/api/early-answers.ts). Sent by the
// site server only on the signed-in pages rendered in the browser (deploy/src/index-page.ts); plain script, copied as
// it is (no build step), so it stays under a kilobyte.
(function () {
  var path = location.pathname;
  var student = /^\/student\/(?!(login|register|forgot-password|reset-password)\/?$)/.test(path);
  var office = /^\/admin(\/|$)/.test(path) && !/^\/admin\/(login|set-password)\/?$/.test(path);
  if (!student && !office) return;
  var token;
  try {
    token = localStorage.getItem(student ? 'auth_token' : 'staff_token');
  } catch {
    return;
  }
  if (!token) return;
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
  if (student) {
    ask('/api/v2/get-user');
    if (path.indexOf('/student/admission-form/') === 0) ask('/api/v2/admission/draft');
    return;
  }
  ask('/api/admin/me');
  if (/^\/admin\/applicants\/?$/.test(path)) {
    // The queue's query is the address's own with its page size; the transport compares queries sorted, and one
    // the console would not send (a bad sort, an empty filter) is simply not taken.
    var query = new URLSearchParams(location.search);
    if (!query.has('per_page')) query.set('per_page', '25');
    query.sort();
    ask('/api/admin/students?' + query.toString());
  }
})();
