import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

import type { DatabaseHandle } from '../../db/database';
import { insertOutboxMessage } from './messaging.repository';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

/** Sends SMS and e-mail. A deployment picks its providers; the default keeps every message in the outbox. */
export interface MessageSender {
  send: (message: OutgoingMessage) => Promise<void>;
}

/**
 * The default provider: every message goes to the `message_outbox` table and the log, so a deployment works
 * without a gateway, operators can read what was sent, and tests read the codes.
 */
export function createOutboxSender(handle: DatabaseHandle, logger: FastifyBaseLogger): MessageSender {
  return {
    send: async (message) => {
      await insertOutboxMessage(handle.db, {
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        now: Date.now(),
      });
      logger.info(
        { channel: message.channel, recipient: message.recipient },
        'message written to the outbox',
      );
    },
  };
}

/**
 * Sends e-mail through SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587) and everything else through
 * `fallback`; the message is also kept in the outbox for the record.
 */
export function createSmtpSender(smtpUrl: string, from: string, outbox: MessageSender): MessageSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await outbox.send(message);
      if (message.channel === 'email') {
        await transport.sendMail({
          from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
        });
      }
    },
  };
}
