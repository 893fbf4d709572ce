/* order admin helpers - needs jQuery 1.8 + jQuery UI autocomplete */
$(function () {
    var $q = $('#q');

    if ($q.length) {
        $q.autocomplete({
            minLength: 3,
            delay: 300,
            source: function (request, response) {
                $.getJSON('/orders/search.php', { q: request.term, ajax: 1 }, function (data) {
                    response(data);
                });
            },
            select: function (event, ui) {
                window.location = '/orders/view.php?id=' + ui.item.id;
                return false;
            }
        });
    }

    // confirm status changes that cannot be undone
    $('#status-form select').live('change', function () {
        var v = $(this).val();
        if (v === 'cancelled' || v === 'refunded') {
            if (!confirm('Really set this order to ' + v + '?')) {
                $(this).val($(this).data('old'));
                return;
            }
        }
        $(this).data('old', v);
    });

    $('table.grid tr:odd').addClass('odd');
});
