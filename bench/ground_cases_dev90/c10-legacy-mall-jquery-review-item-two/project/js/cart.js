/* 购物车：渲染、改数量、删除、本地存储 */
var CART_KEY = 'cart';

function loadItems() {
  return JSON.parse(localStorage.getItem(CART_KEY)) || [];
}

function saveItems(items) {
  localStorage.setItem(CART_KEY, JSON.stringify(items));
}

function rowHtml(item) {
  var subtotal = (Math.round(item.price * 100) * item.qty / 100).toFixed(2);
  return '<div class="cart-row" data-sku="' + item.sku + '">' +
    '<span class="name">' + item.name + '</span>' +
    '<span class="price">¥' + item.price.toFixed(2) + '</span>' +
    '<span class="qty"><button class="minus">-</button><input value="' + item.qty + '"><button class="plus">+</button></span>' +
    '<span class="subtotal">¥' + subtotal + '</span>' +
    '<a href="javascript:;" class="remove">删除</a>' +
    '</div>';
}

function renderTotal(items) {
  var total = 0;
  $.each(items, function (i, item) {
    total += Math.round(item.price * 100) * item.qty;
  });
  $('#cart-total').text('¥' + (total / 100).toFixed(2));
}

function render() {
  var items = loadItems();
  $('#cart .cart-body').html($.map(items, rowHtml).join(''));
  renderTotal(items);
}

function addRow(item) {
  var items = loadItems();
  items.push(item);
  saveItems(items);
  $('#cart .cart-body').append(rowHtml(item));
  renderTotal(items);
}

function changeQty(sku, delta) {
  var items = loadItems();
  $.each(items, function (i, item) {
    if (item.sku === sku) item.qty = Math.max(1, item.qty + delta);
  });
  saveItems(items);
  render();
}

function bindEvents() {
  $('#cart').on('click', '.plus', function () {
    changeQty($(this).closest('.cart-row').data('sku'), 1);
  });
  $('#cart').on('click', '.minus', function () {
    changeQty($(this).closest('.cart-row').data('sku'), -1);
  });
  $('.cart-row .remove').click(function () {
    var sku = $(this).closest('.cart-row').data('sku');
    saveItems($.grep(loadItems(), function (item) { return item.sku !== sku; }));
    render();
  });
}

function initCart() {
  render();
  bindEvents();
}
