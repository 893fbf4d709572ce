use strict;
use warnings;
use Test::More;

use FindBin qw($Bin);
use lib "$Bin/../lib";
use LogRep::Parser qw(parse_line);

my $line = '203.0.113.7 - - [10/Oct/2025:13:55:36 +0200] "GET /api/items?page=2 HTTP/1.1" 200 512 "-" "curl/8.4.0" 0.042';
my $req = parse_line($line);

ok $req, 'combined line with request time parses';
is $req->{path}, '/api/items', 'query string is dropped';
is $req->{status}, 200, 'status';
is $req->{bytes}, 512, 'bytes';
is $req->{agent}, 'curl/8.4.0', 'user agent';
is $req->{request_time}, 0.042, 'request time';
is $req->{epoch}, 1760097336, 'timestamp is converted to UTC epoch';

my $no_rt = parse_line('198.51.100.2 - alice [10/Oct/2025:11:00:00 +0000] "POST /login HTTP/2.0" 302 - "https://example.com/" "Mozilla/5.0"');
ok $no_rt, 'line without request time parses';
is $no_rt->{user}, 'alice', 'remote user';
is $no_rt->{bytes}, 0, 'dash bytes count as 0';
ok !defined $no_rt->{request_time}, 'no request time';

ok !parse_line('garbage'), 'garbage is rejected';
ok !parse_line('1.2.3.4 - - [10/Foo/2025:11:00:00 +0000] "GET / HTTP/1.1" 200 1 "-" "x"'), 'unknown month is rejected';

done_testing;
