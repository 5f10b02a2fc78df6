// The student's answers a server-rendered page starts from (decision 040): taken once, and only on the page and in
// the session they were rendered for.
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SSR_ANSWERS_ELEMENT_ID, SSR_ELEMENT_ID, type SsrMark } from '@college/shared-types';
import { ServerAnswersProvider, peekServerAnswer, resetServerAnswers, useServerAnswer } from './server-answers';
import { storeToken } from './session';

const DRAFT = '/api/v2/admission/draft';
const TOKEN = 'token-of-the-student-abcdefgh';

function Shows() {
  const answer = useServerAnswer<{ data: { step: number } }>(DRAFT);
  return <p data-testid="answer">{answer ? `step ${answer.data.step}` : 'none'}</p>;
}

function page(mark: Partial<SsrMark>, answers: unknown = { [DRAFT]: { data: { step: 3 } } }) {
  document.head.innerHTML =
    `<script type="application/json" id="${SSR_ELEMENT_ID}">${JSON.stringify({ path: window.location.pathname, lang: 'en', banner: null, student: true, session: TOKEN.slice(-8), ...mark })}</script>` +
    `<script type="application/json" id="${SSR_ANSWERS_ELEMENT_ID}">${JSON.stringify(answers)}</script>`;
  resetServerAnswers();
}

beforeEach(() => {
  localStorage.clear();
  storeToken(TOKEN);
  window.history.replaceState(null, '', '/student/admission-form/bcom/part-1');
});

describe('useServerAnswer', () => {
  it('gives the first render the answer the page was rendered from, and every later render none', () => {
    page({});
    expect(peekServerAnswer(DRAFT)).toEqual({ data: { step: 3 } });
    const first = render(<Shows />);
    expect(screen.getByTestId('answer').textContent).toBe('step 3');
    first.unmount();
    render(<Shows />);
    expect(screen.getByTestId('answer').textContent).toBe('none');
  });

  it('gives none to a browser holding another session, or on another page', () => {
    page({ session: 'zzzzzzzz' });
    expect(peekServerAnswer(DRAFT)).toBeUndefined();
    render(<Shows />);
    expect(screen.getByTestId('answer').textContent).toBe('none');

    page({ path: '/student/dashboard' });
    expect(peekServerAnswer(DRAFT)).toBeUndefined();
  });

  it('gives none when the page carries none or a broken one', () => {
    page({}, undefined);
    document.getElementById(SSR_ANSWERS_ELEMENT_ID)!.textContent = '{broken';
    resetServerAnswers();
    expect(peekServerAnswer(DRAFT)).toBeUndefined();
  });

  it('on the server, renders from the answers the site server gave', () => {
    const html = renderToString(
      <ServerAnswersProvider answers={{ [DRAFT]: { data: { step: 2 } } }}>
        <Shows />
      </ServerAnswersProvider>,
    );
    expect(html).toContain('step 2');
    expect(
      renderToString(
        <ServerAnswersProvider answers={{}}>
          <Shows />
        </ServerAnswersProvider>,
      ),
    ).toContain('none');
  });
});
