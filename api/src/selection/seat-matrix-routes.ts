// GET (verifier, accounts; admin) and PUT (admin) /api/admin/seat-matrix/:course/:year: the seat matrix of a course
// and year with the computed seats of each compartment and quota (decision 023).
import type { FastifyPluginAsync } from 'fastify';
import {
  API_PATHS,
  ADMISSION_MODES,
  MERIT_BASES,
  type SeatMatrixResponse,
  type SeatMatrixSettings,
} from '@college/shared-types';
import { STAFF_READS_APPLICANTS } from '../plugins/auth';
import { checkCourseYear, readSeatMatrix, saveSeatMatrix } from './seat-matrix-service';

interface Params {
  course: string;
  year: string;
}

const params = {
  type: 'object',
  additionalProperties: false,
  required: ['course', 'year'],
  properties: {
    course: { type: 'string', minLength: 1, maxLength: 20 },
    year: { type: 'string', pattern: '^[0-9]{1,2}$' },
  },
} as const;

/** A figure: any JSON number, so a fraction or a negative gets the rules' own refusal in both languages. */
const figure = { type: 'number' } as const;
const figures = (keys: readonly string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: keys,
    properties: Object.fromEntries(keys.map((k) => [k, figure])),
  }) as const;

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['seats', 'admission_mode', 'vertical', 'horizontal', 'weightage'],
  properties: {
    seats: figure,
    admission_mode: { type: 'string', enum: ADMISSION_MODES },
    merit_basis: { type: 'string', enum: MERIT_BASES },
    vertical: figures(['SC', 'ST', 'OBC', 'EWS']),
    horizontal: figures(['divyang', 'freedomFighter', 'defence', 'women']),
    weightage: {
      type: 'object',
      additionalProperties: false,
      required: ['points', 'cap'],
      properties: { points: figures(['N.C.C', 'N.S.S', 'Sports', 'Scout']), cap: figure },
    },
  },
} as const;

const seatMatrixRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: Params }>(
    API_PATHS.adminSeatMatrix,
    { onRequest: app.requireStaff(...STAFF_READS_APPLICANTS), schema: { params } },
    async (request): Promise<SeatMatrixResponse> => {
      const { course, year } = checkCourseYear(request.params.course, request.params.year);
      return { data: await readSeatMatrix(app.db, course, year) };
    },
  );

  app.put<{ Params: Params; Body: SeatMatrixSettings }>(
    API_PATHS.adminSeatMatrix,
    { onRequest: app.requireStaff('admin'), schema: { params, body } },
    async (request): Promise<SeatMatrixResponse> => {
      const { course, year } = checkCourseYear(request.params.course, request.params.year);
      const data = await saveSeatMatrix(app.db, request.staff!.id, course, year, request.body);
      return { message: 'Seat matrix saved.', message_hi: 'सीट मैट्रिक्स सहेजी गई।', data };
    },
  );
};

export default seatMatrixRoutes;
