#!/usr/bin/env perl
# Pull new/updated orders from the logistics partner and upsert them into partner_orders.
# Runs from cron every night at 02:00 (see ops/crontab in the infra repo).
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/../lib";

use Getopt::Long;
use POSIX qw(strftime);
use OrderSync::Config;
use OrderSync::Client;
use OrderSync::DB;
use OrderSync::Mapper qw(to_row);

my $config_path = $ENV{ORDER_SYNC_CONFIG} // '/etc/order-sync.conf';
my ($since, $dry_run);
GetOptions('config=s' => \$config_path, 'since=s' => \$since, 'dry-run' => \$dry_run)
    or die "usage: $0 [--config FILE] [--since ISO8601] [--dry-run]\n";

sub logmsg { printf STDERR "[%s] sync_orders: %s\n", strftime('%Y-%m-%d %H:%M:%S', localtime), shift }

my $cfg = OrderSync::Config->load($config_path);
my $db  = OrderSync::DB->connect({
    dsn      => $cfg->{'db.dsn'},
    user     => $cfg->{'db.user'},
    password => $cfg->{'db.password'},
});
$since //= $db->last_synced_at // strftime('%Y-%m-%dT%H:%M:%SZ', gmtime(time - 86400));

my $client = OrderSync::Client->new(
    base_url  => $cfg->{'api.base_url'},
    api_token => $cfg->{'api.token'},
    timeout   => $cfg->{'api.timeout'},
    logger    => \&logmsg,
);

logmsg("fetching orders since $since");
my $orders = eval { $client->fetch_orders(since => $since) };
if (my $err = $@) {
    $err =~ s/\s+at \S+ line \d+\.?\n?$//;
    logmsg("ERROR $err");
    exit 1;
}

my (@rows, $skipped);
for my $order (@$orders) {
    my $row = eval { to_row($order) };
    if ($@) {
        logmsg("skip order $order->{id}: $@");
        $skipped++;
        next;
    }
    push @rows, $row;
}

my $n = $dry_run ? scalar @rows : $db->upsert_orders(\@rows);
logmsg(sprintf "done: %d orders %s, %d skipped",
    $n, $dry_run ? 'mapped (dry run)' : 'upserted', $skipped // 0);
