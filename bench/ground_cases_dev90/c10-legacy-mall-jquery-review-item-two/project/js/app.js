$(function () {
  initCart();
  initRegion();

  $('#add-demo').on('click', function () {
    addRow({ sku: 'SKU' + Date.now(), name: '示例商品', price: 19.9, qty: 1 });
  });
});
