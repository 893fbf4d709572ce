#!/usr/bin/perl
# 日次売上集計バッチ (2009/04 初版 by t.sato)
# cron から毎晩 02:10 に起動。前日分を集計して CSV を置き、本部にメールする。
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/../lib";
use Getopt::Long;
use POSIX qw(strftime);

use Nightly::Config;
use Nightly::Export;
use Nightly::Summary;
use Nightly::Mail;

my ($date, $dry_run, $conf_file);
GetOptions(
    'date=s'   => \$date,
    'dry-run'  => \$dry_run,
    'conf=s'   => \$conf_file,
) or die "usage: $0 [--date YYYY-MM-DD] [--dry-run] [--conf FILE]\n";

$date ||= strftime('%Y-%m-%d', localtime(time - 24 * 60 * 60));
my $conf = Nightly::Config->load($conf_file || "$FindBin::Bin/../etc/nightly.conf");

my @rows = Nightly::Export::fetch_sales($conf, $date);
my $summary = Nightly::Summary::summarize_by_store(\@rows);

if ($dry_run) {
    printf "dry-run: %d rows, %d stores\n", scalar(@rows), scalar(keys %$summary);
    exit 0;
}

my $csv = Nightly::Export::write_csv($conf, $date, $summary);
Nightly::Mail::send_report($conf, $date, $csv, $summary);
print "done: $csv\n";
exit 0;
