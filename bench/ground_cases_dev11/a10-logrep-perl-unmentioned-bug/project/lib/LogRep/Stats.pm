package LogRep::Stats;

use strict;
use warnings;

use POSIX qw(ceil);

our $VERSION = '0.5.0';

sub new {
    my ($class) = @_;
    return bless { requests => 0, bytes => 0, status => {}, paths => {} }, $class;
}

sub add {
    my ($self, $req) = @_;
    $self->{requests}++;
    $self->{bytes} += $req->{bytes};
    $self->{status}{ int($req->{status} / 100) . 'xx' }++;

    my $p = $self->{paths}{ $req->{path} } //= { count => 0, errors => 0, times => [] };
    $p->{count}++;
    $p->{errors}++ if $req->{status} >= 500;
    push @{ $p->{times} }, $req->{request_time} if defined $req->{request_time};
    return;
}

# Nearest-rank percentile: the smallest value with at least $pct % of the
# values at or below it.
sub percentile {
    my ($values, $pct) = @_;
    return undef unless @$values;
    my @sorted = sort { $a <=> $b } @$values;
    my $rank = ceil($pct / 100 * @sorted);
    $rank = 1 if $rank < 1;
    return $sorted[ $rank - 1 ];
}

sub top_paths {
    my ($self, $n) = @_;
    my $paths = $self->{paths};
    my @names = sort { $paths->{$b}{count} <=> $paths->{$a}{count} || $a cmp $b } keys %$paths;
    splice @names, $n if @names > $n;
    return [
        map {
            {
                path   => $_,
                count  => $paths->{$_}{count},
                errors => $paths->{$_}{errors},
                p95    => percentile($paths->{$_}{times}, 95),
            }
        } @names
    ];
}

sub summary {
    my ($self) = @_;
    return {
        requests => $self->{requests},
        bytes    => $self->{bytes},
        paths    => scalar keys %{ $self->{paths} },
        status   => { %{ $self->{status} } },
    };
}

1;
