import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";

const ses = new SESv2Client({ region: process.env.AWS_REGION ?? "eu-west-1" });
const FROM = process.env.DIGEST_FROM ?? "Weekly digest <digest@pinboard.example>";

const RETRYABLE = new Set(["TooManyRequestsException", "ServiceUnavailable"]);

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Send one email, retrying throttling with backoff. */
export async function sendWithRetry({ to, subject, html, text }, attempts = 4) {
  let lastError;
  for (let i = 0; i < attempts; i++) {
    try {
      const out = await ses.send(
        new SendEmailCommand({
          FromEmailAddress: FROM,
          Destination: { ToAddresses: [to] },
          Content: { Simple: { Subject: { Data: subject }, Body: { Html: { Data: html }, Text: { Data: text } } } },
        }),
        { requestTimeout: 3000 },
      );
      return out.MessageId;
    } catch (err) {
      lastError = err;
      if (!RETRYABLE.has(err.name)) throw err;
      await sleep(250 * 2 ** i);
    }
  }
  throw lastError;
}
