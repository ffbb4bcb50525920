import { sportsMatchesSchema } from '@plaza/contracts/sports';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { seedDemoDeployment } from '../../demo/seed-demo';
import { createTestDatabase, describeIntegration } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { deploymentSettingsSchema } from '../deployment/deployment.schema';
import { saveDeploymentSettings } from '../deployment/deployment.service';

describeIntegration('sports live and hot matches', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;

  async function matches(language = 'en') {
    const response = await fetch(`${base}/wps/sports/matches`, { headers: { Language: language } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { value: unknown };
    return sportsMatchesSchema.parse(body.value);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoDeployment(database.handle, 'PLAZA');
    app = await buildApp({ database: database.handle, logLevel: 'silent' });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("lists the demo sportsbook's live, hot and upcoming matches to a visitor, in the visitor's language", async () => {
    const english = await matches('en');
    expect(english.isAvailable).toBe(true);
    expect(english.live.length).toBeGreaterThan(0);
    expect(english.hot.length).toBeGreaterThan(0);
    expect(english.upcoming.length).toBe(12);
    expect(english.live.every((match) => match.state === 'LIVE')).toBe(true);
    expect(english.upcoming.every((match) => match.state === 'UPCOMING')).toBe(true);
    const vietnamese = await matches('vi');
    expect(vietnamese.upcoming.map((match) => match.id)).toEqual(english.upcoming.map((match) => match.id));
    expect(vietnamese.upcoming.map((match) => match.league)).not.toEqual(
      english.upcoming.map((match) => match.league),
    );
  });

  it('says the feed is unavailable when it cannot be read, and when the deployment names none', async () => {
    await saveDeploymentSettings(database.handle, { sportsFeedUrl: '/demo-studio/sports/no-such-feed' });
    // A new server: the running one keeps its copy for a minute, as it should while a feed is down.
    const other = await buildApp({ database: database.handle, logLevel: 'silent' });
    const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = await fetch(`${otherBase}/wps/sports/matches`);
      const body = (await answer.json()) as { value: unknown };
      expect(sportsMatchesSchema.parse(body.value)).toEqual({
        isAvailable: false,
        updatedAt: null,
        live: [],
        hot: [],
        upcoming: [],
      });
      await saveDeploymentSettings(database.handle, { sportsFeedUrl: null });
      const none = await fetch(`${otherBase}/wps/sports/matches`);
      expect(((await none.json()) as { value: { isAvailable: boolean } }).value.isAvailable).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('takes as feed address only an http(s) address or a path of this server', () => {
    const address = deploymentSettingsSchema.shape.sportsFeedUrl;
    expect(address.safeParse('/demo-studio/sports/feed').success).toBe(true);
    expect(address.safeParse('https://feeds.example.com/matches').success).toBe(true);
    expect(address.safeParse(null).success).toBe(true);
    for (const refused of ['file:///etc/passwd', '//elsewhere.example', 'javascript:alert(1)', '']) {
      expect(address.safeParse(refused).success).toBe(false);
    }
  });
});
