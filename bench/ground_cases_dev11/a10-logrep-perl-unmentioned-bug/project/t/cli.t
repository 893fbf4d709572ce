use strict;
use warnings;
use Test::More;

use File::Temp qw(tempfile);
use FindBin qw($Bin);

my @log = (
    '203.0.113.7 - - [10/Oct/2025:13:55:36 +0200] "GET /api/items HTTP/1.1" 200 512 "-" "curl/8.4.0" 0.042',
    '203.0.113.8 - - [10/Oct/2025:13:55:40 +0200] "GET /health HTTP/1.1" 200 2 "-" "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)" 0.001',
    '203.0.113.9 - - [10/Oct/2025:13:55:41 +0200] "GET /api/items HTTP/1.1" 200 498 "-" "Mozilla/5.0" 0.051',
);
my ($fh, $file) = tempfile(UNLINK => 1);
print {$fh} "$_\n" for @log;
close $fh;

my $out = qx{$^X $Bin/../bin/logrep --exclude-ua uptimerobot $file 2>&1};
is $?, 0, 'exits 0';
like $out, qr/1 excluded by user agent/, 'monitor request is excluded';
like $out, qr{^/api/items\s+2\s}m, 'other requests are counted';
unlike $out, qr{^/health}m, 'excluded path does not show up';

done_testing;
