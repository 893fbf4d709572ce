require('dotenv').config();
const cron = require('node-cron');
const { buildReport } = require('./report');
const { sendPost } = require('./feishu');

function today() {
  // 服务器是 UTC，门店在东八区
  return new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

async function run() {
  const date = today();
  try {
    const { title, lines } = await buildReport(date);
    await sendPost(title, lines);
    console.log(`[report] ${date} 日报已推送`);
  } catch (e) {
    console.error(`[report] ${date} ${e.message}`);
  }
}

process.on('unhandledRejection', (e) => {
  console.error(`[report] 未处理的异常 ${e && e.message}`);
});

if (process.argv.includes('--once')) {
  run().then(() => process.exit(0));
} else {
  const expr = process.env.REPORT_CRON || '0 22 * * *';
  cron.schedule(expr, run, { timezone: 'Asia/Shanghai' });
  console.log(`[report] 已启动，定时 ${expr}（北京时间）`);
}
