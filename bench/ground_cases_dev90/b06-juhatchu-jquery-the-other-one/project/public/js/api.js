/* global $ */
window.Api = (function () {
  'use strict';

  function getProduct(code) {
    return $.getJSON('/api/products/' + encodeURIComponent(code));
  }

  function postOrder(lines) {
    return $.ajax({
      url: '/api/orders',
      method: 'POST',
      contentType: 'application/json',
      data: JSON.stringify({ lines: lines })
    });
  }

  function searchProducts(keyword) {
    return $.getJSON('/api/products', { q: keyword, limit: 20 });
  }

  return {
    getProduct: getProduct,
    postOrder: postOrder,
    searchProducts: searchProducts
  };
})();
