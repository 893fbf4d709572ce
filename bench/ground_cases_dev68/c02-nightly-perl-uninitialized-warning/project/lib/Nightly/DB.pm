package Nightly::DB;
use strict;
use warnings;
use DBI;

sub connect {
    my ($class, $cfg) = @_;
    $cfg->require_keys(qw(db_dsn db_user db_pass));
    my $dbh = DBI->connect(
        $cfg->get('db_dsn'), $cfg->get('db_user'), $cfg->get('db_pass'),
        { RaiseError => 1, AutoCommit => 0, PrintError => 0, mysql_enable_utf8 => 1 },
    ) or die "db connect failed: $DBI::errstr\n";
    $dbh->do("SET time_zone = '+08:00'");
    return $dbh;
}

1;
