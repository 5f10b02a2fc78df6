// The rounds of admission by merit (decision 023): preview (readers), publish, close, reinstate and release (admin),
// and the student's own offer or place. Offered and lapsed students are mailed; a mail that cannot be sent never
// undoes the change.
import type { FastifyPluginAsync } from 'fastify';
import {
  API_PATHS,
  ROUND_ANSWERS,
  type PublishRoundRequest,
  type ReinstateOfferRequest,
  type ReleaseSeatsRequest,
  type RoundPreviewResponse,
  type RoundResponse,
  type SelectionActionResponse,
  type StudentSelectionResponse,
} from '@college/shared-types';
import { STAFF_READS_APPLICANTS } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { RATE_LIMITS } from '../plugins/security';
import { offerLapsedMail, seatOfferedMail } from '../admission/public';
import { collegeName } from '../mail/mail-templates';
import { indiaTime, listRounds, publishRound, type Informed } from './rounds-service';
import { previewRound, releaseSeats } from './round-plan-service';
import { closeRound, lapseStrayOffers, reinstateOffer, roundsDueToClose } from './offer-lapse-service';
import { studentSelection } from './student-selection-service';
import { checkCourseYear } from './seat-matrix-service';
import { ID as id } from '../http/route-params';
import { mailLanguagesOf } from '../accounts/public';

interface Params {
  course: string;
  year: string;
}
interface RoundParams extends Params {
  round: string;
}
interface OfferParams extends RoundParams {
  id: string;
}

const course = { type: 'string', minLength: 1, maxLength: 20 } as const;
const year = { type: 'string', pattern: '^[0-9]{1,2}$' } as const;
const params = {
  type: 'object',
  additionalProperties: false,
  required: ['course', 'year'],
  properties: { course, year },
} as const;
const roundParams = {
  type: 'object',
  additionalProperties: false,
  required: ['course', 'year', 'round'],
  properties: { course, year, round: id },
} as const;
const offerParams = {
  type: 'object',
  additionalProperties: false,
  required: ['course', 'year', 'round', 'id'],
  properties: { course, year, round: id, id },
} as const;
/** The window's ends are checked by the service, so a missing one gets its own answer in both languages. */
const windowBody = {
  type: 'object',
  properties: { opens_at: { type: 'string', maxLength: 40 }, closes_at: { type: 'string', maxLength: 40 } },
} as const;
const reinstateBody = {
  type: 'object',
  properties: { closes_at: { type: 'string', maxLength: 40 } },
} as const;
const releaseBody = {
  type: 'object',
  additionalProperties: false,
  required: ['compartment'],
  properties: {
    compartment: { type: 'string', enum: ['SC', 'ST', 'OBC', 'EWS'] },
    seats: { type: 'integer', minimum: 1, maximum: 10_000 },
  },
} as const;

/** The background close of rounds whose window is over (as the admin's close, by nobody in particular). */
export const ROUNDS_CLOSE_JOB = 'selection-rounds-close';

const roundsRoutes: FastifyPluginAsync = async (app) => {
  const admin = app.requireStaff('admin');

  async function inform(kind: 'offered' | 'lapsed', round: number, people: Informed[]) {
    if (!people.length) return;
    const college = await collegeName(app.db).catch(() => null);
    // Each mail begins in the language the student chose on the site (decision 031).
    const languages = await mailLanguagesOf(
      app.db,
      people.map((p) => p.email),
    ).catch(() => new Map<string, string | null>());
    for (const person of people) {
      const p = { ...person, language: languages.get(person.email) ?? null };
      try {
        if (!college) throw new Error('college name not read');
        const deadline = indiaTime(p.deadline);
        const mail =
          kind === 'offered'
            ? seatOfferedMail(college, app.config.publicUrl, p, { round, label: p.label, fee: p.fee, deadline })
            : offerLapsedMail(college, app.config.publicUrl, p, { label: p.label, deadline });
        await app.messaging.tell({
          student: p,
          kind: kind === 'offered' ? 'offer_made' : 'offer_lapsed',
          values: { round, seat: p.label, deadline },
          mail,
        });
      } catch (error) {
        app.log.error({ err: error, email: p.email }, 'selection mail not sent');
      }
    }
  }

  app.scheduleJob({
    name: ROUNDS_CLOSE_JOB,
    intervalMs: app.config.selectionCloseIntervalMs,
    run: async () => {
      let lapsed = 0;
      for (const r of await roundsDueToClose(app.db)) {
        try {
          const { informed } = await closeRound(app.db, null, r.course, r.year, r.number);
          lapsed += informed.length;
          await inform('lapsed', r.number, informed);
        } catch (error) {
          // Closed meanwhile by the office: nothing to do.
          if (!(error instanceof HttpError)) throw error;
        }
      }
      const stray = await lapseStrayOffers(app.db);
      await inform('lapsed', 0, stray);
      return { lapsed: lapsed + stray.length };
    },
  });

  app.post<{ Params: Params }>(
    API_PATHS.adminSelectionPreview,
    { onRequest: app.requireStaff(...STAFF_READS_APPLICANTS), schema: { params } },
    async (request): Promise<RoundPreviewResponse> => {
      const { course, year } = checkCourseYear(request.params.course, request.params.year);
      return { data: await previewRound(app.db, course, year) };
    },
  );

  app.get<{ Params: Params }>(
    API_PATHS.adminSelectionRounds,
    { onRequest: app.requireStaff(...STAFF_READS_APPLICANTS), schema: { params } },
    async (request) => {
      const { course, year } = checkCourseYear(request.params.course, request.params.year);
      return { data: await listRounds(app.db, course, year) };
    },
  );

  app.post<{ Params: Params; Body: Partial<PublishRoundRequest> | undefined }>(
    API_PATHS.adminSelectionRounds,
    { onRequest: admin, schema: { params, body: windowBody } },
    async (request): Promise<RoundResponse> => {
      const { course, year } = checkCourseYear(request.params.course, request.params.year);
      const { round, informed } = await publishRound(app.db, request.staff!.id, course, year, request.body ?? {});
      await inform('offered', round.round, informed);
      return { message: ROUND_ANSWERS.published.en, message_hi: ROUND_ANSWERS.published.hi, data: round };
    },
  );

  app.post<{ Params: RoundParams }>(
    API_PATHS.adminSelectionRoundClose,
    { onRequest: admin, schema: { params: roundParams } },
    async (request): Promise<RoundResponse> => {
      const { course, year } = checkCourseYear(request.params.course, request.params.year);
      const number = Number(request.params.round);
      const { round, informed } = await closeRound(app.db, request.staff!.id, course, year, number);
      await inform('lapsed', number, informed);
      return { message: ROUND_ANSWERS.closed.en, message_hi: ROUND_ANSWERS.closed.hi, data: round };
    },
  );

  app.post<{ Params: OfferParams; Body: Partial<ReinstateOfferRequest> | undefined }>(
    API_PATHS.adminSelectionOfferReinstate,
    { onRequest: admin, schema: { params: offerParams, body: reinstateBody } },
    async (request): Promise<RoundResponse> => {
      const { course, year } = checkCourseYear(request.params.course, request.params.year);
      const number = Number(request.params.round);
      const { round, informed } = await reinstateOffer(
        app.db,
        request.staff!.id,
        course,
        year,
        number,
        Number(request.params.id),
        request.body?.closes_at,
      );
      await inform('offered', number, informed);
      return { message: ROUND_ANSWERS.reinstated.en, message_hi: ROUND_ANSWERS.reinstated.hi, data: round };
    },
  );

  app.post<{ Params: Params; Body: ReleaseSeatsRequest }>(
    API_PATHS.adminSelectionRelease,
    { onRequest: admin, schema: { params, body: releaseBody } },
    async (request): Promise<SelectionActionResponse> => {
      const { course, year } = checkCourseYear(request.params.course, request.params.year);
      const data = await releaseSeats(app.db, request.staff!.id, course, year, request.body);
      return { message: ROUND_ANSWERS.released.en, message_hi: ROUND_ANSWERS.released.hi, data };
    },
  );

  app.get(
    API_PATHS.studentSelection,
    { config: { rateLimit: RATE_LIMITS.authenticated }, preHandler: app.authenticate },
    async (request): Promise<StudentSelectionResponse> => ({ data: await studentSelection(app.db, request.student!) }),
  );
};

export default roundsRoutes;
