package Nightly::Summary;
use strict;
use warnings;

# kbn: 1=売上 2=返品 9=値引き(金額のみ、tanka は NULL で suryo に金額が入る)
use constant {
    KBN_URIAGE => 1,
    KBN_HENPIN => 2,
    KBN_NEBIKI => 9,
};

sub new_bucket {
    return { kingaku => 0, henpin => 0, ken => 0 };
}

sub summarize_by_store {
    my ($rows) = @_;
    my %by_store;
    for my $row (@$rows) {
        my $b = $by_store{ $row->{store_cd} } ||= new_bucket();
        my $amount = $row->{tanka} * $row->{suryo};
        if ($row->{kbn} == KBN_HENPIN) {
            $b->{henpin} += $amount;
        }
        elsif ($row->{kbn} == KBN_NEBIKI) {
            $b->{kingaku} -= $row->{suryo};
        }
        else {
            $b->{kingaku} += $amount;
            $b->{ken}++;
        }
    }
    return \%by_store;
}

sub grand_total {
    my ($summary) = @_;
    my $total = 0;
    for my $st (keys %$summary) {
        $total += $summary->{$st}{kingaku} - $summary->{$st}{henpin};
    }
    return $total;
}

1;
