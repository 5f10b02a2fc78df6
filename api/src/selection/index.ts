// The selection domain's routes: the scrutiny of submitted forms, the seat matrix, merit rounds, the admitted
// register, offer letters and the public merit lists (decisions 023–028). Registered without a scope of their own
// (fastify-plugin): the merit lists' decoration (app.meritLists) is seen by app.ts's early answers.
import fp from 'fastify-plugin';
import scrutiny from './scrutiny-routes';
import seatMatrix from './seat-matrix-routes';
import rounds from './rounds-routes';
import register from './register-routes';
import offerLetter from './offer-letter-routes';
import meritLists from './merit-list-routes';

export default fp(
  async (app) => {
    await app.register(scrutiny);
    await app.register(seatMatrix);
    await app.register(rounds);
    await app.register(register);
    await app.register(offerLetter);
    await app.register(meritLists);
  },
  { name: 'selection-domain' },
);
