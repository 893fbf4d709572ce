use strict;
use warnings;
use Test::More;

use FindBin qw($Bin);
use lib "$Bin/../lib";
use LogRep::Stats;

is LogRep::Stats::percentile([1 .. 10], 95), 10, 'p95 of 10 values is the 10th';
is LogRep::Stats::percentile([1 .. 100], 95), 95, 'p95 of 100 values is the 95th';
is LogRep::Stats::percentile([7], 50), 7, 'single value';
ok !defined LogRep::Stats::percentile([], 95), 'empty list';

my $stats = LogRep::Stats->new;
$stats->add({ path => '/a', status => 200, bytes => 100, request_time => 0.010 });
$stats->add({ path => '/a', status => 502, bytes => 0,   request_time => 0.900 });
$stats->add({ path => '/b', status => 404, bytes => 50,  request_time => undef });

my $top = $stats->top_paths(10);
is_deeply [ map { $_->{path} } @$top ], [ '/a', '/b' ], 'ordered by count';
is $top->[0]{errors}, 1, '5xx counted per path';
is_deeply $stats->summary->{status}, { '2xx' => 1, '4xx' => 1, '5xx' => 1 }, 'status classes';

done_testing;
