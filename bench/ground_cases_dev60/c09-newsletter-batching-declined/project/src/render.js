const fs = require('node:fs');
const { marked } = require('marked');
const { unsubscribeUrl } = require('./unsubscribe');

const TEMPLATE = fs.readFileSync('templates/newsletter.html', 'utf8');

function render(issueMarkdown, recipient, opts) {
  const body = marked.parse(issueMarkdown);
  return TEMPLATE.replace('{{name}}', recipient.name)
    .replace('{{body}}', body)
    .replace('{{unsubscribe}}', unsubscribeUrl(opts.publicUrl, recipient.email))
    .replace('{{issue}}', opts.issue);
}

function subjectFor(issueMarkdown, issue) {
  const first = issueMarkdown.split('\n').find((l) => l.startsWith('# '));
  return first ? `【紫藤里通讯 ${issue}】${first.slice(2).trim()}` : `紫藤里通讯 ${issue}`;
}

module.exports = { render, subjectFor };
