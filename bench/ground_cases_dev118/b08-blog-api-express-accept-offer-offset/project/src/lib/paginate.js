const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 100;

// page is 1-based: ?page=1 is the first page.
function parsePage(query) {
  const page = Math.max(1, Number.parseInt(query.page, 10) || 1);
  const requested = Number.parseInt(query.per_page, 10) || DEFAULT_PER_PAGE;
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, requested));
  return { page, perPage };
}

function limitOffset({ page, perPage }) {
  return { limit: perPage, offset: page * perPage };
}

function pageInfo({ page, perPage }, total) {
  return { page, per_page: perPage, total, pages: Math.ceil(total / perPage) };
}

module.exports = { parsePage, limitOffset, pageInfo, DEFAULT_PER_PAGE, MAX_PER_PAGE };
