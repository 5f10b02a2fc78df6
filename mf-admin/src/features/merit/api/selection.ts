import type {
  EntranceRanksImportRequest,
  EntranceRanksImportResponse,
  EntranceRanksResponse,
  PublishRoundRequest,
  ReinstateOfferRequest,
  ReleaseSeatsRequest,
  RoundPreviewResponse,
  RoundResponse,
  RoundView,
  SelectionActionResponse,
} from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

type Course = { course: string; year: string | number };

export function getRounds(api: ApiClient, { course, year }: Course, signal?: AbortSignal) {
  return api.get<{ data: RoundView[] }>('adminSelectionRounds', { params: { course, year }, signal });
}

/** The next round's offers as they would be published now. */
export function previewRound(api: ApiClient, { course, year }: Course) {
  return api.post<RoundPreviewResponse>('adminSelectionPreview', { params: { course, year } });
}

export function publishRound(api: ApiClient, { course, year }: Course, json: PublishRoundRequest) {
  return api.post<RoundResponse>('adminSelectionRounds', { params: { course, year }, json });
}

export function closeRound(api: ApiClient, { course, year }: Course, round: number) {
  return api.post<RoundResponse>('adminSelectionRoundClose', { params: { course, year, round } });
}

export function reinstateOffer(
  api: ApiClient,
  { course, year }: Course,
  round: number,
  id: number,
  json: ReinstateOfferRequest,
) {
  return api.post<RoundResponse>('adminSelectionOfferReinstate', { params: { course, year, round, id }, json });
}

export function releaseSeats(api: ApiClient, { course, year }: Course, json: ReleaseSeatsRequest) {
  return api.post<SelectionActionResponse>('adminSelectionRelease', { params: { course, year }, json });
}

export function getEntranceRanks(api: ApiClient, { course, year }: Course, signal?: AbortSignal) {
  return api.get<EntranceRanksResponse>('adminSelectionEntranceRanks', { params: { course, year }, signal });
}

export function importEntranceRanks(api: ApiClient, { course, year }: Course, json: EntranceRanksImportRequest) {
  return api.post<EntranceRanksImportResponse>('adminSelectionEntranceRanks', { params: { course, year }, json });
}
