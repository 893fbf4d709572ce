package LogRep::Parser;

use strict;
use warnings;

use Exporter qw(import);
use Time::Local qw(timegm);

our $VERSION   = '0.5.0';
our @EXPORT_OK = qw(parse_line);

my %MONTH = (
    Jan => 0, Feb => 1, Mar => 2, Apr => 3, May => 4,  Jun => 5,
    Jul => 6, Aug => 7, Sep => 8, Oct => 9, Nov => 10, Dec => 11,
);

# nginx "combined" format with $request_time appended:
# 203.0.113.7 - - [10/Oct/2025:13:55:36 +0200] "GET /api/items?page=2 HTTP/1.1" 200 512 "-" "curl/8.4.0" 0.042
my $LINE_RE = qr{
    ^(\S+) \s+ \S+ \s+ (\S+) \s+
    \[ (\d{2})/(\w{3})/(\d{4}) : (\d{2}):(\d{2}):(\d{2}) \s+ ([+-])(\d{2})(\d{2}) \] \s+
    " (\S+) \s+ (\S+) [^"]* " \s+
    (\d{3}) \s+ (\d+|-) \s+
    " ([^"]*) " \s+ " ([^"]*) "
    (?: \s+ (\d+(?:\.\d+)?) )?
}x;

sub parse_line {
    my ($line) = @_;
    my ($ip, $user, $day, $mon, $year, $h, $m, $s, $sign, $off_h, $off_m,
        $method, $target, $status, $bytes, $referer, $agent, $request_time) = $line =~ $LINE_RE
        or return;
    return unless exists $MONTH{$mon};

    # Timestamps are stored as UTC epoch seconds.
    my $offset = ($off_h * 3600 + $off_m * 60) * ($sign eq '-' ? -1 : 1);
    my $epoch  = timegm($s, $m, $h, $day, $MONTH{$mon}, $year) - $offset;

    (my $path = $target) =~ s/\?.*//s;

    return {
        ip           => $ip,
        user         => $user eq '-' ? undef : $user,
        epoch        => $epoch,
        method       => $method,
        path         => $path,
        status       => $status + 0,
        bytes        => $bytes eq '-' ? 0 : $bytes + 0,
        referer      => $referer,
        agent        => $agent,
        request_time => defined $request_time ? $request_time + 0 : undef,
    };
}

1;
