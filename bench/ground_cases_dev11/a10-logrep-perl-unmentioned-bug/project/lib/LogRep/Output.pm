package LogRep::Output;

use strict;
use warnings;

use Exporter qw(import);

our $VERSION   = '0.5.0';
our @EXPORT_OK = qw(print_summary print_paths paths_csv human_bytes);

sub human_bytes {
    my ($n) = @_;
    my @units = qw(B KiB MiB GiB TiB);
    my $i = 0;
    while ($n >= 1024 && $i < $#units) {
        $n /= 1024;
        $i++;
    }
    return $i == 0 ? "$n B" : sprintf('%.1f %s', $n, $units[$i]);
}

sub print_summary {
    my ($fh, $s) = @_;
    printf {$fh} "%-10s %d\n", 'requests', $s->{requests};
    printf {$fh} "%-10s %s\n", 'sent', human_bytes($s->{bytes});
    printf {$fh} "%-10s %d\n", 'paths', $s->{paths};
    for my $class (sort keys %{ $s->{status} }) {
        printf {$fh} "%-10s %d (%.1f%%)\n", $class, $s->{status}{$class},
            100 * $s->{status}{$class} / ($s->{requests} || 1);
    }
    return;
}

sub _ms {
    my ($seconds) = @_;
    return defined $seconds ? sprintf('%.0f', $seconds * 1000) : '';
}

sub print_paths {
    my ($fh, $rows) = @_;
    printf {$fh} "%-50s %8s %6s %8s\n", 'path', 'count', '5xx', 'p95 ms';
    for my $r (@$rows) {
        my $path = length $r->{path} > 50 ? substr($r->{path}, 0, 47) . '...' : $r->{path};
        printf {$fh} "%-50s %8d %6d %8s\n", $path, $r->{count}, $r->{errors}, _ms($r->{p95});
    }
    return;
}

# RFC 4180: quote fields containing a comma, quote or newline; double the quotes.
sub _csv_field {
    my ($value) = @_;
    $value //= '';
    if ($value =~ /[",\r\n]/) {
        $value =~ s/"/""/g;
        $value = qq{"$value"};
    }
    return $value;
}

sub paths_csv {
    my ($fh, $rows) = @_;
    print {$fh} join(',', qw(path count errors p95_ms)), "\n";
    for my $r (@$rows) {
        print {$fh} join(',', map { _csv_field($_) } $r->{path}, $r->{count}, $r->{errors}, _ms($r->{p95})), "\n";
    }
    return;
}

1;
