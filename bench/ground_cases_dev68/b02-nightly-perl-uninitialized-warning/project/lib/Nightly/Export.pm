package Nightly::Export;
use strict;
use warnings;
use DBI;

sub fetch_sales {
    my ($conf, $date) = @_;
    my $dbh = DBI->connect($conf->{dsn}, $conf->{db_user}, $conf->get('db_pass', ''),
        { RaiseError => 1, AutoCommit => 1 });
    my $sth = $dbh->prepare(q{
        SELECT s.store_cd, s.item_cd, s.suryo, s.tanka, s.kbn
          FROM uriage s
         WHERE s.uriage_date = ?
         ORDER BY s.store_cd, s.item_cd
    });
    $sth->execute($date);
    my @rows;
    while (my $r = $sth->fetchrow_hashref) {
        push @rows, { %$r };
    }
    $dbh->disconnect;
    return @rows;
}

sub write_csv {
    my ($conf, $date, $summary) = @_;
    (my $ymd = $date) =~ s/-//g;
    my $path = "$conf->{out_dir}/uriage_$ymd.csv";
    my @stores = sort keys %$summary;
    if (!@stores) {
        warn "no sales for $date\n";
    }
    open my $fh, '>', $path or die "cannot write $path: $!";
    print $fh join(',', qw(store_cd kingaku henpin ken)), "\r\n";
    for my $st (@stores) {
        my $s = $summary->{$st};
        print $fh join(',', $st, $s->{kingaku}, $s->{henpin}, $s->{ken}), "\r\n";
    }
    close $fh;
    return $path;
}

1;
