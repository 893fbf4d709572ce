use strict;
use warnings;
use utf8;
use Test::More;
use FindBin;
use lib "$FindBin::Bin/../lib";
use OrderSync::Mapper qw(to_row normalize_phone);

my $base = {
    id           => 'PL-10001',
    status       => 'paid',
    created_at   => '2025-10-12T09:30:00Z',
    customer     => { last_name => '佐藤', first_name => '花子', phone => '+81 90-1234-5678' },
    items        => [
        { sku => 'A-1', unit_price => 1200, quantity => 2 },
        { sku => 'B-7', unit_price => 800,  quantity => 1 },
    ],
    shipping_fee => 500,
};

my $row = to_row($base);
is $row->{external_id},   'PL-10001',  'external id';
is $row->{status},        'confirmed', 'paid maps to confirmed';
is $row->{items_total},   3200,        'items total';
is $row->{total},         3700,        'total includes shipping';
is $row->{customer_name}, '佐藤 花子', 'name is last first';

is normalize_phone('+81 90-1234-5678'), '09012345678', 'country code replaced';
is normalize_phone('03-1234-5678'),     '0312345678',  'landline';
ok !defined normalize_phone(undef), 'undef phone';

my $free = to_row({ %$base, shipping_fee => undef });
is $free->{shipping_fee}, 0,    'null shipping fee is 0';
is $free->{total},        3200, 'total without shipping';

eval { to_row({ %$base, status => 'lost' }) };
like $@, qr/unknown order status: lost/, 'unknown status dies';

done_testing;
