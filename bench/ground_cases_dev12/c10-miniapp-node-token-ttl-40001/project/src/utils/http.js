/**
 * 统一返回格式 { code, msg, data }
 */
function ok(res, data = null, msg = 'ok') {
  res.json({ code: 0, msg, data });
}

function fail(res, code, msg, status = 200) {
  res.status(status).json({ code, msg, data: null });
}

/**
 * Express 4 不会捕获 async 函数里抛出的错误（Promise reject），
 * 路由处理函数统一用 wrap 包一下，错误交给 app.js 里的 errorHandler
 */
function wrap(fn) {
  return (req, res, next) => {
    Promise.resolve(fn(req, res, next)).catch(next);
  };
}

class BizError extends Error {
  constructor(code, msg) {
    super(msg);
    this.code = code;
  }
}

// eslint-disable-next-line no-unused-vars
function errorHandler(err, req, res, next) {
  if (err instanceof BizError) {
    return fail(res, err.code, err.message);
  }
  console.error(`[error] ${req.method} ${req.originalUrl}`, err);
  return fail(res, 500, '服务器开小差了，请稍后再试', 500);
}

module.exports = { ok, fail, wrap, BizError, errorHandler };
