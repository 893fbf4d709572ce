'use strict';

function digestSubject(date) {
  return `【更新ダイジェスト】${date.getMonth() + 1}月${date.getDate()}日`;
}

function digestBody(entries) {
  if (entries.length === 0) return '昨日の更新はありませんでした。';
  return entries.map((e) => `・${e.title}\n  ${e.url}`).join('\n');
}

module.exports = { digestSubject, digestBody };
