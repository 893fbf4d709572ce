// 订单列表页交互，依赖 jQuery 1.4 + jQuery UI 1.8
$(function () {
    var $form = $('#search-form');

    // 导出：弹出日期选择
    $('#export-link').live('click', function (e) {
        e.preventDefault();
        var from = prompt('开始日期 (YYYY-MM-DD)', '');
        if (!from) return;
        var to = prompt('结束日期 (YYYY-MM-DD)', from);
        if (!to) return;
        window.location = 'export_orders.php?from=' + encodeURIComponent(from) + '&to=' + encodeURIComponent(to);
    });

    // 列表行高亮
    $('#order-table tr').live('mouseover', function () {
        $(this).addClass('hover');
    }).live('mouseout', function () {
        $(this).removeClass('hover');
    });

    // 发货按钮
    $('.ship-btn').live('click', function (e) {
        e.preventDefault();
        var id = $(this).closest('tr').attr('data-id');
        if (!confirm('确认发货？')) return;
        $.post('order_detail.php?id=' + id, { status: 2 }, function () {
            window.location.reload();
        });
    });

    // 回车直接搜
    $form.find('input[name=kw]').keypress(function (e) {
        if (e.which == 13) {
            $form.submit();
        }
    });
});
