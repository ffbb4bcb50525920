import { feedbackSchema } from '@plaza/contracts/support';
import type { Feedback, FeedbackQuestionType } from '@plaza/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { FEEDBACK_QUERY_ROOT } from './get-feedback';

export interface FeedbackRequest {
  questionType: FeedbackQuestionType;
  content: string;
  /** Up to 3 png or jpg images, at most 5 MB each (checked before sending, and again by the server). */
  images: File[];
}

/** PUT /wps/feedback (T, multipart/form-data): sends a feedback. */
export function sendFeedback(request: FeedbackRequest): Promise<Feedback> {
  const formData = new FormData();
  formData.append('questionType', request.questionType);
  formData.append('content', request.content);
  for (const image of request.images) {
    formData.append('image', image, image.name);
  }
  return apiRequest({ method: 'PUT', path: '/wps/feedback', schema: feedbackSchema, formData });
}

export function useSendFeedbackMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FEEDBACK_QUERY_ROOT] }),
  });
}
