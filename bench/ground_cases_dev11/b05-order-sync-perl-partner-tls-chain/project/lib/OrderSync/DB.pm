package OrderSync::DB;
use strict;
use warnings;
use DBI;

my @COLUMNS = qw(external_id status customer_name phone items_total shipping_fee total ordered_at);

sub connect {
    my ($class, $cfg) = @_;
    my $dbh = DBI->connect($cfg->{dsn}, $cfg->{user}, $cfg->{password},
        { RaiseError => 1, AutoCommit => 1, pg_enable_utf8 => 1 });
    return bless { dbh => $dbh }, $class;
}

sub upsert_orders {
    my ($self, $rows) = @_;
    return 0 unless @$rows;
    my $cols    = join ', ', @COLUMNS;
    my $ph      = join ', ', ('?') x @COLUMNS;
    my $updates = join ', ', map {"$_ = EXCLUDED.$_"} grep { $_ ne 'external_id' } @COLUMNS;
    my $sth = $self->{dbh}->prepare(
        "INSERT INTO partner_orders ($cols, synced_at) VALUES ($ph, now()) "
      . "ON CONFLICT (external_id) DO UPDATE SET $updates, synced_at = now()");
    $self->{dbh}->begin_work;
    eval {
        $sth->execute(@{$_}{@COLUMNS}) for @$rows;
        $self->{dbh}->commit;
        1;
    } or do {
        my $err = $@ || 'unknown error';
        $self->{dbh}->rollback;
        die $err;
    };
    return scalar @$rows;
}

sub last_synced_at {
    my ($self) = @_;
    my ($ts) = $self->{dbh}->selectrow_array(
        q{SELECT to_char(max(synced_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') FROM partner_orders});
    return $ts;
}

1;
