#!/usr/bin/perl
#
# import_prices.pl - nightly import of the supplier price list (Brandt GmbH)
# cron: 45 3 * * * /opt/pricefeed/bin/import_prices.pl >> /var/log/pricefeed/import.log 2>&1
#
# 2009-06 jr  first version
# 2012-02 jr  added EAN column
# 2016-11 sd  moved parsing to PriceImport.pm
#
use strict;
use warnings;
use FindBin qw($Bin);
use lib "$Bin/../lib";
use Getopt::Long;
use POSIX qw(strftime);
use PriceImport;
use PriceImport::DB;

my $conf_file = "$Bin/../etc/import.conf";
my $dry_run   = 0;
GetOptions('conf=s' => \$conf_file, 'dry-run' => \$dry_run) or die "usage: $0 [--conf file] [--dry-run]\n";

my $conf = PriceImport::read_conf($conf_file);
my $file = shift @ARGV || PriceImport::latest_file($conf->{incoming});
die "no price file in $conf->{incoming}\n" unless $file;

print strftime('%Y-%m-%d %H:%M:%S', localtime), " importing $file\n";

my ($rows, $skipped) = PriceImport::read_file($file);
print scalar(@$rows), " rows, $skipped skipped\n";

exit 0 if $dry_run;

my $db = PriceImport::DB->connect($conf);
my $changed = $db->upsert_prices($rows);
$db->commit;
print "$changed prices changed\n";

rename $file, "$conf->{done}/" . (split m{/}, $file)[-1]
    or warn "could not move $file to $conf->{done}: $!\n";
