// A signed-in student's first calls, started by the page itself while its scripts download: get-user on the
// student's pages, and the admission draft on the form beside it. The API client's transport takes each answer once,
// for the same address and token, instead of asking again (web-kit/src/api/early-answers.ts). Sent by the site server
// only on the pages of mf-portal and mf-admission rendered in the browser (deploy/src/index-page.ts); plain script,
// copied as it is (no build step), so it stays a few hundred bytes.
(function () {
  var token;
  try {
    token = localStorage.getItem('auth_token');
  } catch {
    return;
  }
  var path = location.pathname;
  if (!token || !/^\/student\/(?!(login|register|forgot-password|reset-password)\/?$)/.test(path)) return;
  var calls = (window.__earlyCalls = {});
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
  ask('/api/v2/get-user');
  if (path.indexOf('/student/admission-form/') === 0) ask('/api/v2/admission/draft');
})();
