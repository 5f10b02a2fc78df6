// GET v2/get-user: the logged-in student.
import type { GetUserResponse, Student } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export async function getUser(api: ApiClient, signal?: AbortSignal): Promise<Student> {
  return (await api.get<GetUserResponse>('getUser', { signal })).user;
}
