const express = require('express');
const db = require('../db');
const cache = require('../utils/cache');
const wechat = require('../services/wechat');
const config = require('../config');
const { ok, wrap, BizError } = require('../utils/http');

const router = express.Router();
const LIST_TTL = 60;

// 活动状态筛选，按当前时间和活动起止时间算
// 0 未开始 1 进行中 2 已结束
const STATUS_WHERE = {
  0: 'AND start_time > NOW()',
  1: 'AND start_time <= NOW() AND end_time >= NOW()',
  2: 'AND end_time < NOW()',
};

/**
 * GET /api/activity?page=1&size=10&status=1
 * status: 0 未开始 / 1 进行中 / 2 已结束，不传返回全部
 */
router.get('/', wrap(async (req, res) => {
  const page = Math.max(parseInt(req.query.page, 10) || 1, 1);
  const size = Math.min(parseInt(req.query.size, 10) || 10, 50);
  const status = req.query.status === undefined || req.query.status === '' ? 'all' : req.query.status;
  if (status !== 'all' && !['0', '1', '2'].includes(status)) {
    throw new BizError(400, 'status 只能是 0、1、2');
  }
  const where = STATUS_WHERE[status] || '';
  const key = `activity:list:${status}:${page}:${size}`;
  const data = await cache.remember(key, LIST_TTL, async () => {
    const [rows] = await db.query(
      `SELECT id, title, cover, address, start_time, end_time FROM activity WHERE online = 1 ${where} ORDER BY start_time DESC LIMIT ? OFFSET ?`,
      [size, (page - 1) * size],
    );
    const [[{ total }]] = await db.query(`SELECT COUNT(*) AS total FROM activity WHERE online = 1 ${where}`);
    return { total, list: rows };
  });
  ok(res, data);
}));

router.get('/:id', wrap(async (req, res) => {
  const [[activity]] = await db.query('SELECT * FROM activity WHERE id = ? AND online = 1', [req.params.id]);
  if (!activity) {
    throw new BizError(404, '活动不存在或已下线');
  }
  ok(res, activity);
}));

/**
 * 用户点「开始前提醒我」，前端先调 wx.requestSubscribeMessage 拿到授权
 */
router.post('/:id/remind', wrap(async (req, res) => {
  await db.query(
    'INSERT IGNORE INTO activity_remind (activity_id, openid, created_at) VALUES (?, ?, NOW())',
    [req.params.id, req.user.openid],
  );
  ok(res, null, '开始前 30 分钟会通知你');
}));

/**
 * 定时任务：给 30 分钟内开始的活动发提醒，app.js 里每分钟跑一次
 */
async function sendStartReminders() {
  const [rows] = await db.query(
    `SELECT r.id, r.openid, a.id AS activity_id, a.title, a.address, a.start_time
     FROM activity_remind r JOIN activity a ON a.id = r.activity_id
     WHERE r.sent = 0 AND a.start_time BETWEEN NOW() AND DATE_ADD(NOW(), INTERVAL 30 MINUTE)
     LIMIT 200`,
  );
  for (const row of rows) {
    try {
      await wechat.sendSubscribeMessage(row.openid, config.wechat.remindTemplateId, {
        thing1: { value: row.title.slice(0, 20) },
        time2: { value: row.start_time },
        thing3: { value: row.address.slice(0, 20) },
      }, `pages/activity/detail?id=${row.activity_id}`);
      await db.query('UPDATE activity_remind SET sent = 1, sent_at = NOW() WHERE id = ?', [row.id]);
    } catch (err) {
      console.error(`[remind] id=${row.id} 发送失败`, err.message);
    }
  }
  return rows.length;
}

module.exports = { router, sendStartReminders };
