use strict;
use warnings;
use Test::More;
use FindBin;
use lib "$FindBin::Bin/../lib";
use Nightly::Summary;

my $rows = [
    { store_cd => '001', item_cd => 'A1', suryo => 2, tanka => 500, kbn => 1 },
    { store_cd => '001', item_cd => 'A2', suryo => 1, tanka => 300, kbn => 2 },
    { store_cd => '002', item_cd => 'A1', suryo => 3, tanka => 500, kbn => 1 },
];
my $s = Nightly::Summary::summarize_by_store($rows);
is($s->{'001'}{kingaku}, 1000, 'store 001 sales');
is($s->{'001'}{henpin}, 300, 'store 001 returns');
is($s->{'002'}{ken}, 1, 'store 002 count');
is(Nightly::Summary::grand_total($s), 2200, 'grand total');

done_testing;
