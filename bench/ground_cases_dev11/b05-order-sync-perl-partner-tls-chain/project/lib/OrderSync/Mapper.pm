package OrderSync::Mapper;
use strict;
use warnings;

use Exporter 'import';
our @EXPORT_OK = qw(to_row normalize_phone);

my %STATUS_MAP = (
    pending   => 'new',
    paid      => 'confirmed',
    shipped   => 'shipped',
    delivered => 'done',
    cancelled => 'cancelled',
    refunded  => 'cancelled',
);

# One partner order (decoded JSON) to a partner_orders row.
sub to_row {
    my ($order) = @_;
    my $status = $STATUS_MAP{ $order->{status} // '' }
        or die "unknown order status: " . ($order->{status} // '(none)') . "\n";
    my $items_total = 0;
    $items_total += $_->{unit_price} * $_->{quantity} for @{ $order->{items} || [] };
    my $customer = $order->{customer} || {};
    my $shipping = $order->{shipping_fee} // 0;    # null for free-shipping orders
    return {
        external_id   => $order->{id},
        status        => $status,
        customer_name => join(' ', grep { defined && length } @{$customer}{qw(last_name first_name)}),
        phone         => normalize_phone($customer->{phone}),
        items_total   => $items_total,
        shipping_fee  => $shipping,
        total         => $items_total + $shipping,
        ordered_at    => $order->{created_at},
    };
}

sub normalize_phone {
    my ($phone) = @_;
    return undef unless defined $phone;
    (my $digits = $phone) =~ s/\D//g;
    $digits =~ s/^81/0/ if length($digits) == 12;
    return $digits;
}

1;
