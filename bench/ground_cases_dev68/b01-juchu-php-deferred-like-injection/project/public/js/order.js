/* 受注一覧の画面スクリプト (jQuery 1.8) */
$(function () {
    $('.datepicker').datepicker({ dateFormat: 'yy-mm-dd' });

    // 行クリックで詳細へ
    $('.order-row').live('click', function () {
        location.href = 'order_detail.php?id=' + $(this).data('id');
    });

    // CSVリンクに検索条件を引き継ぐ
    $('#csv-link').live('click', function (e) {
        e.preventDefault();
        location.href = 'export_csv.php?' + $('#search-form').serialize();
    });

    $('#search-form').submit(function () {
        var from = $('input[name=from]').val();
        var to = $('input[name=to]').val();
        if (from && to && from > to) {
            alert('期間の指定が逆です');
            return false;
        }
        return true;
    });
});
