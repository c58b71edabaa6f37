import { type BrowserContext, expect, type Page } from '@playwright/test';

export interface PdfAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  request: { headers: Record<string, string>; json: unknown };
}

/**
 * Clicks a document action and checks what came of it: the server answered with a PDF (read on its way to the
 * page: its bytes start with %PDF-) and a new tab opened and went on to that PDF's blob address.
 */
export async function opensPdf(
  page: Page,
  context: BrowserContext,
  apiPath: string,
  click: () => Promise<void>,
): Promise<PdfAnswer> {
  const answers: PdfAnswer[] = [];
  await page.route(apiPath, async (route) => {
    const response = await route.fetch();
    const request = route.request();
    answers.push({
      status: response.status(),
      headers: response.headers(),
      body: await response.body(),
      request: { headers: await request.allHeaders(), json: request.postDataJSON() },
    });
    await route.fulfill({ response });
  });
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await tab.waitForURL(/^blob:/);
  expect(tab.url().startsWith(`blob:${new URL(page.url()).origin}/`)).toBe(true);
  await page.unroute(apiPath);
  const [answer] = answers;
  if (!answer) throw new Error(`no request to ${apiPath}`);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/pdf/);
  expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await tab.close();
  return answer;
}
