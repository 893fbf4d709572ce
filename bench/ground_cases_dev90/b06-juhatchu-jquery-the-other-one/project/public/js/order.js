/* global $, Api */
(function () {
  'use strict';

  var $tbody = $('#lines tbody');

  function lineHtml() {
    return '<tr class="line">' +
      '<td><input class="code" size="8"></td>' +
      '<td class="name"></td>' +
      '<td class="price num"></td>' +
      '<td><input class="qty num" type="number" min="1" value="1"></td>' +
      '<td class="subtotal num"></td>' +
      '<td><button type="button" class="remove">削除</button></td>' +
      '</tr>';
  }

  function calcTotal() {
    var total = 0;
    $tbody.find('tr.line').each(function () {
      var $tr = $(this);
      var price = $tr.data('price') || 0;
      var qty = $tr.find('.qty').val();
      var subtotal = price * qty;
      $tr.find('.subtotal').text(subtotal.toLocaleString());
      total += $tr.find('.subtotal').text();
    });
    $('#total').text(total.toLocaleString());
  }

  function bindLine($tr) {
    $tr.find('.code').on('change', function () {
      var code = $(this).val();
      Api.getProduct(code).done(function (p) {
        $tr.data('price', p.price);
        $tr.find('.name').text(p.name);
        $tr.find('.price').text(p.price.toLocaleString());
        calcTotal();
      }).fail(function (xhr) {
        var msg = (xhr.responseJSON && xhr.responseJSON.message) || '商品の取得に失敗しました';
        $tr.removeData('price');
        $tr.find('.name').html('<span class="error">' + $('<div>').text(msg).html() + '</span>');
        $tr.find('.price').text('');
        calcTotal();
      });
    });
    $(document).on('input', '.qty', calcTotal);
    $tr.find('.remove').on('click', function () {
      $tr.remove();
      calcTotal();
    });
  }

  function addLine() {
    var $tr = $(lineHtml());
    $tbody.append($tr);
    bindLine($tr);
  }

  $('#add-line').on('click', addLine);

  $('#submit-order').on('click', function () {
    var lines = $tbody.find('tr.line').map(function () {
      var $tr = $(this);
      return { code: $tr.find('.code').val(), qty: Number($tr.find('.qty').val()) };
    }).get();
    Api.postOrder(lines).done(function () {
      alert('発注しました');
      location.reload();
    });
  });

  addLine();
})();
