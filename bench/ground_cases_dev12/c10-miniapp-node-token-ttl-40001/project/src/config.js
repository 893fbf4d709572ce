require('dotenv').config();

function required(name) {
  const value = process.env[name];
  if (!value) {
    throw new Error(`缺少环境变量 ${name}`);
  }
  return value;
}

module.exports = {
  port: Number(process.env.PORT || 3000),
  env: process.env.NODE_ENV || 'development',
  mysql: {
    host: process.env.MYSQL_HOST || '127.0.0.1',
    port: Number(process.env.MYSQL_PORT || 3306),
    user: process.env.MYSQL_USER || 'miniapp',
    password: process.env.MYSQL_PASSWORD || '',
    database: process.env.MYSQL_DB || 'miniapp',
    connectionLimit: 10,
    timezone: '+08:00',
  },
  redis: {
    host: process.env.REDIS_HOST || '127.0.0.1',
    port: Number(process.env.REDIS_PORT || 6379),
    password: process.env.REDIS_PASSWORD || undefined,
    db: Number(process.env.REDIS_DB || 0),
  },
  wechat: {
    appId: required('WX_APPID'),
    appSecret: required('WX_SECRET'),
    // 活动开始提醒的订阅消息模板
    remindTemplateId: process.env.WX_REMIND_TEMPLATE || '',
  },
};
