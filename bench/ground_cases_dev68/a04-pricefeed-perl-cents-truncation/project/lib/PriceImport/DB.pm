package PriceImport::DB;
use strict;
use warnings;
use DBI;

sub connect {
    my ($class, $conf) = @_;
    my $dbh = DBI->connect($conf->{dsn}, $conf->{db_user}, $conf->{db_pass},
        { RaiseError => 1, AutoCommit => 0, pg_enable_utf8 => 1 })
        or die "db connect failed: $DBI::errstr\n";
    return bless { dbh => $dbh }, $class;
}

sub upsert_prices {
    my ($self, $rows) = @_;
    my $dbh = $self->{dbh};
    my $get = $dbh->prepare('SELECT price_cents FROM supplier_price WHERE sku = ?');
    my $upd = $dbh->prepare('UPDATE supplier_price SET price_cents = ?, ean = ?, description = ?, updated_at = now() WHERE sku = ?');
    my $ins = $dbh->prepare('INSERT INTO supplier_price (sku, ean, description, price_cents, currency, updated_at) VALUES (?, ?, ?, ?, ?, now())');
    my $changed = 0;
    for my $r (@$rows) {
        $get->execute($r->{sku});
        my ($old) = $get->fetchrow_array;
        $get->finish;
        if (!defined $old) {
            $ins->execute(@$r{qw(sku ean description price_cents currency)});
            $changed++;
        } elsif ($old != $r->{price_cents}) {
            $upd->execute(@$r{qw(price_cents ean description sku)});
            $changed++;
        }
    }
    return $changed;
}

sub commit { $_[0]{dbh}->commit }

1;
