use strict;
use warnings;
use Test::More;
use FindBin qw($Bin);
use lib "$Bin/../lib";
use PriceImport;

my $idx = PriceImport::read_header("SKU;EAN;Description;Price;Currency\r\n");
is($idx->{sku}, 0, 'sku is first column');
is($idx->{price}, 3, 'price is fourth column');

is(PriceImport::parse_price('12,50'), 1250, 'decimal comma');
is(PriceImport::parse_price('7'), 700, 'whole euros');
is(PriceImport::parse_price('abc'), undef, 'garbage is undef');

my $row = PriceImport::parse_row($idx, "BR-1001;4006381333931;Schraube M6;0,35;eur\n");
is($row->{price_cents}, 35, 'row price');
is($row->{currency}, 'EUR', 'currency upper-cased');

done_testing;
