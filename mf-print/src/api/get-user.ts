// GET v2/get-user: the logged-in student.
import { API_PATHS, type GetUserResponse, type Student } from '@college/shared-types';
import { requestJson } from '../lib/api-client';

export async function getUser(apiBase: string, token: string, signal?: AbortSignal): Promise<Student> {
  return (await requestJson<GetUserResponse>(apiBase, API_PATHS.getUser, { token, signal })).user;
}
