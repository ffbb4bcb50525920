import { successEnvelope } from '@plaza/contracts/envelope';
import {
  feedbackFieldsSchema,
  feedbackPageSchema,
  feedbackQuerySchema,
  feedbackReplyRequestSchema,
  feedbackSchema,
  operatorFeedbackPageSchema,
  operatorFeedbackQuerySchema,
  operatorFeedbackSchema,
  supportIdParamsSchema,
} from '@plaza/contracts/support';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { readImageForm, registerImageFormScope } from '../../http/uploaded-image';
import { requireRealMember } from '../accounts/member-authentication';
import { requireOperator } from '../operator/operator-authentication';
import {
  listMemberFeedback,
  listOperatorFeedback,
  readFeedbackImage,
  replyToFeedback,
  sendFeedback,
} from './feedback.service';

function sendImage(reply: FastifyReply, image: { contentType: string; bytes: Buffer }) {
  return reply.type(image.contentType).header('Cache-Control', 'private, max-age=3600').send(image.bytes);
}

/**
 * Feedback (FEEDBACK3): the member sends one (PUT /wps/feedback, multipart with up to 3 images) and reads their
 * own with the replies; operators with support.answer list every member's and reply, audited.
 */
export function registerFeedbackRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['feedback'];
  const handle = context.database;

  registerImageFormScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/wps/feedback',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'multipart/form-data: questionType, content (10 to 500 characters) and up to 3 files named image ' +
            '(png or jpg, at most 5 MB each).',
          response: { 200: successEnvelope(feedbackSchema) },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' }, session: 'member' },
      },
      async (request) => {
        const member = await requireRealMember(handle, request);
        const { fields, images } = await readImageForm(request, 'image', feedbackFieldsSchema);
        return ok(await sendFeedback(handle, member, { ...fields, images }));
      },
    );
  });

  typed.get(
    '/wps/feedback',
    {
      schema: {
        tags,
        querystring: feedbackQuerySchema,
        response: { 200: successEnvelope(feedbackPageSchema) },
      },
      config: { session: 'member' },
    },
    async (request) =>
      ok(await listMemberFeedback(handle, await requireRealMember(handle, request), request.query)),
  );

  typed.get(
    '/wps/feedback/images/:id',
    { schema: { tags, params: supportIdParamsSchema }, config: { session: 'member' } },
    async (request, reply) => {
      const member = await requireRealMember(handle, request);
      return sendImage(reply, await readFeedbackImage(handle, request.params.id, member.id));
    },
  );

  typed.get(
    '/ops/feedback',
    {
      schema: {
        tags: ['operator'],
        querystring: operatorFeedbackQuerySchema,
        response: { 200: successEnvelope(operatorFeedbackPageSchema) },
      },
      config: { session: 'operator', permission: 'support.answer' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listOperatorFeedback(handle, request.query));
    },
  );

  typed.get(
    '/ops/feedback/images/:id',
    {
      schema: { tags: ['operator'], params: supportIdParamsSchema },
      config: { session: 'operator', permission: 'support.answer' },
    },
    async (request, reply) => {
      await requireOperator(request, context);
      return sendImage(reply, await readFeedbackImage(handle, request.params.id));
    },
  );

  typed.post(
    '/ops/feedback/:id/reply',
    {
      schema: {
        tags: ['operator'],
        params: supportIdParamsSchema,
        body: feedbackReplyRequestSchema,
        response: { 200: successEnvelope(operatorFeedbackSchema) },
      },
      config: { session: 'operator', permission: 'support.answer' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await replyToFeedback(handle, operator, request.params.id, request.body));
    },
  );
}
