import type { Executor } from '../../db/transaction';

export interface HelpArticleRow {
  id: number;
  category: string;
  title: string;
  content: string;
}

/** Help-center articles of one language and device, in display order. */
export async function selectHelpArticles(
  db: Executor,
  language: string,
  device: string,
): Promise<HelpArticleRow[]> {
  return db
    .selectFrom('help_article')
    .select(['id', 'category', 'title', 'content'])
    .where('language', '=', language)
    .where('device', '=', device)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
