use strict;
use warnings;
use Test::More;
use FindBin;
use lib "$FindBin::Bin/../lib";

use Nightly::Util qw(fen_to_yuan is_holiday);

{
    package FakeCfg;
    sub new { bless { file => $_[1] }, $_[0] }
    sub get { $_[0]{file} }
}

is(fen_to_yuan(0), '0.00', 'zero');
is(fen_to_yuan(12345), '123.45', 'fen to yuan');
is(fen_to_yuan(-50), '-0.50', 'negative');

my $cfg = FakeCfg->new("$FindBin::Bin/../etc/holidays.txt");
is(is_holiday($cfg, '2025-10-01'), 1, 'national day');
is(is_holiday($cfg, '2025-10-11'), 0, 'adjusted workday on saturday');
is(is_holiday($cfg, '2025-10-12'), 1, 'plain sunday');

done_testing();
