'use strict';

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

function formatJaDate(input) {
  const d = new Date(input);
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日（${WEEKDAYS[d.getDay()]}）`;
}

function dateSlug(input) {
  return new Date(input).toISOString().slice(0, 10);
}

module.exports = { formatJaDate, dateSlug };
