import { afterAll, beforeAll, expect, it } from 'vitest';

import { relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { buildMultipart, createTestMember, jpegBytes, pngBytes } from '../../test/withdrawal-client';
import type { MultipartFile, TestMember } from '../../test/withdrawal-client';
import { listOperatorActions } from '../operator/operator-audit.service';

interface FeedbackItem {
  id: string;
  questionType: string;
  content: string;
  imageIds: string[];
  reply: string | null;
}

describeIntegration('feedback', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let operatorToken: string;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    operatorToken = await loginTestOperator(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const newMember = (name: string) => createTestMember(testApp.app, testApp.database.handle, name);
  const send = (member: TestMember, fields: Record<string, string>, files: readonly MultipartFile[] = []) => {
    const body = buildMultipart(fields, files);
    return testApp.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { authorization: member.token, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const list = async (member: TestMember) =>
    (await member.get('/wps/feedback')).json<{ value: { content: FeedbackItem[]; total: number } }>().value;
  const fields = { questionType: 'DEPOSIT', content: 'My deposit has not arrived yet.' };

  it('keeps a feedback with its images, refuses bad images and content, and answers only its member', async () => {
    const member = await newMember('feedback1');
    const other = await newMember('feedback2');
    const sent = await send(member, fields, [
      { field: 'image', filename: 'a.png', content: pngBytes() },
      { field: 'image', filename: 'b.jpg', content: jpegBytes() },
    ]);
    expect(sent.statusCode).toBe(200);
    const feedback = sent.json<{ value: FeedbackItem }>().value;
    expect(feedback).toMatchObject({ questionType: 'DEPOSIT', content: fields.content, reply: null });
    expect(feedback.imageIds).toHaveLength(2);

    const refusals = await Promise.all([
      // A gif named png, a png named exe, four images: refused by content, name and count.
      send(member, fields, [{ field: 'image', filename: 'a.png', content: Buffer.from('GIF89a..........') }]),
      send(member, fields, [{ field: 'image', filename: 'a.exe', content: pngBytes() }]),
      send(
        member,
        fields,
        [1, 2, 3, 4].map((index) => ({ field: 'image', filename: `${index}.png`, content: pngBytes() })),
      ),
    ]);
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errorCode: string }>().errorCode).toBe('upload.invalid');
    }
    const tooShort = await send(member, { questionType: 'DEPOSIT', content: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(Object.keys(tooShort.json<{ value: { fields: object } }>().value.fields)).toEqual(['content']);
    const badType = await send(member, { questionType: 'NOPE', content: fields.content });
    expect(Object.keys(badType.json<{ value: { fields: object } }>().value.fields)).toEqual(['questionType']);
    expect((await list(member)).total).toBe(1);

    const image = await member.get(`/wps/feedback/images/${feedback.imageIds[0]}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await other.get(`/wps/feedback/images/${feedback.imageIds[0]}`)).statusCode).toBe(404);
    expect((await list(other)).total).toBe(0);
  });

  it('shows the operator reply to the member, audited; a missing feedback is 404', async () => {
    const member = await newMember('feedback3');
    const id = (await send(member, fields)).json<{ value: FeedbackItem }>().value.id;
    const operatorList = await testApp.app.inject({
      url: '/ops/feedback?isReplied=false',
      headers: { authorization: operatorToken },
    });
    expect(
      operatorList.json<{ value: { content: Array<{ id: string; username: string }> } }>().value.content,
    ).toEqual(expect.arrayContaining([expect.objectContaining({ id, username: 'feedback3' })]));
    const reply = (feedbackId: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/ops/feedback/${feedbackId}/reply`,
        headers: { authorization: operatorToken },
        payload: { reply: 'It is credited now.' },
      });
    expect((await reply(id)).statusCode).toBe(200);
    expect((await reply('987654321')).statusCode).toBe(404);
    expect((await list(member)).content[0]).toMatchObject({ id, reply: 'It is credited now.' });
    const actions = await listOperatorActions(testApp.database.handle.db, 'feedback', id);
    expect(actions.map((action) => action.action)).toEqual(['feedback.reply']);
  });
});
