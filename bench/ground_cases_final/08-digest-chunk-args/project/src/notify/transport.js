'use strict';

// SES の SendBulkEmail を薄く包む。テストでは fake に差し替える。
function createTransport({ region, from, dryRun }, client) {
  return {
    async sendBulk(recipients, subject, body) {
      if (dryRun) return { sent: recipients.length, dryRun: true };
      const res = await client.sendBulkEmail({
        region,
        from,
        destinations: recipients.map((to) => ({ to })),
        subject,
        body,
      });
      return { sent: res.accepted.length };
    },
  };
}

module.exports = { createTransport };
