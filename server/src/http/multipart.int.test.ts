import { afterAll, beforeAll, expect, it } from 'vitest';

import { relaxLoginChecks } from '../test/member-client';
import { createTestApp, describeIntegration } from '../test/test-database';
import { buildMultipart, createTestMember } from '../test/withdrawal-client';
import type { TestMember } from '../test/withdrawal-client';

const URL = '/wps/payment/withdrawal/notReceived';
// The first bytes of a png: the proof check reads them.
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describeIntegration('a multipart body the parser cannot read', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestMember;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    member = await createTestMember(testApp.app, testApp.database.handle, 'multipartmember');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const send = (contentType: string, payload: Buffer | string) =>
    testApp.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: member.token, 'content-type': contentType },
      payload,
    });

  const countProofs = async () => {
    const row = await testApp.database.handle.db
      .selectFrom('withdrawal_proof')
      .select((select) => select.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  it('answers 400 request_param_err in the envelope, never 500, and stores nothing', async () => {
    const form = buildMultipart({ withdrawalId: '1', payoutId: '1' }, [
      { field: 'proof', filename: 'proof.png', contentType: 'image/png', content: PNG },
    ]);
    const text = form.payload.toString('latin1');
    const boundary = /boundary=(.+)$/.exec(form.contentType)?.[1] ?? '';
    const fileStart = text.indexOf('\r\n\r\n', text.indexOf('filename=')) + 4;
    const cases: { label: string; contentType: string; payload: Buffer | string }[] = [
      { label: 'no boundary', contentType: 'multipart/form-data', payload: form.payload },
      { label: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: form.payload },
      {
        label: 'another boundary',
        contentType: 'multipart/form-data; boundary=other',
        payload: form.payload,
      },
      {
        label: 'cut short in a field',
        contentType: form.contentType,
        payload: form.payload.subarray(0, text.indexOf('withdrawalId') + 20),
      },
      {
        label: 'cut short in a file',
        contentType: form.contentType,
        payload: form.payload.subarray(0, fileStart + 20),
      },
      { label: 'not multipart at all', contentType: form.contentType, payload: 'junk' },
      {
        label: 'a part without headers',
        contentType: form.contentType,
        payload: `--${boundary}\r\n\r\n\r\nvalue`,
      },
    ];
    const before = await countProofs();
    for (const { label, contentType, payload } of cases) {
      const response = await send(contentType, payload);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect(response.json(), label).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
    expect(await countProofs()).toBe(before);
  });

  it('still answers an upload over the limits with upload.invalid', async () => {
    const form = buildMultipart(
      { withdrawalId: '1', payoutId: '1' },
      Array.from({ length: 4 }, (_, index) => ({
        field: 'proof',
        filename: `proof-${index}.png`,
        contentType: 'image/png',
        content: PNG,
      })),
    );
    const response = await send(form.contentType, form.payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'upload.invalid' });
  });
});
