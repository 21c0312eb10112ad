import { failedAs } from '@machines/shared/apiError';
import { keyMessage } from '@machines/shared/message';
import { ApiError } from '../client';

/**
 * Spec 01 section 8: a non-200 download answer reads 'Something went wrong', not its body;
 * a call without an answer keeps its 'contact support'.
 */
export async function asDownload<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (failedAs(error, 'http')) throw new ApiError({ ...error, message: keyMessage('errors:somethingWentWrong') });
    throw error;
  }
}
