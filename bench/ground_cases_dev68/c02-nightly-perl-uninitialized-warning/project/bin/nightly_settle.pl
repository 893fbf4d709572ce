#!/usr/bin/perl
# nightly_settle.pl - 每晚给商户做前一天的结算汇总
# 2009-06 zhouqiang 初版; 2013 加了退款; 2016 迁到 web03
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/../lib";
use Getopt::Long;

use Nightly::Config;
use Nightly::DB;
use Nightly::Util qw(yesterday_ymd is_holiday log_msg fen_to_yuan);

my $date    = '';
my $dry_run = 0;
GetOptions('date=s' => \$date, 'dry-run' => \$dry_run) or die "usage: $0 [--date YYYY-MM-DD] [--dry-run]\n";
$date ||= yesterday_ymd();

my $cfg = Nightly::Config->load("$FindBin::Bin/../etc/nightly.conf");
my $db  = Nightly::DB->connect($cfg);

log_msg("settle start date=$date dry_run=$dry_run");

my $shops = $db->selectall_arrayref(
    "SELECT id, name, fee_rate FROM shops WHERE status = 1 ORDER BY id",
    { Slice => {} },
);

my $n_done = 0;
foreach my $shop (@$shops) {
    my $sid = $shop->{id};

    my ($count, $total) = $db->selectrow_array(
        "SELECT COUNT(*), COALESCE(SUM(amount), 0) FROM orders"
      . " WHERE shop_id = ? AND paid_at >= ? AND paid_at < ? + INTERVAL 1 DAY AND status IN (1,2,3)",
        undef, $sid, $date, $date,
    );
    my ($refund) = $db->selectrow_array(
        "SELECT COALESCE(SUM(amount), 0) FROM refunds"
      . " WHERE shop_id = ? AND refunded_at >= ? AND refunded_at < ? + INTERVAL 1 DAY",
        undef, $sid, $date, $date,
    );

    # 节假日结算推迟到下一个工作日，但汇总照样生成
    my $delay = is_holiday($cfg, $date) ? 1 : 0;

    my $net = $total - $refund;
    my $fee = int($net * $shop->{fee_rate} + 0.5);
    # 零订单的商户（新店、只有退款）当天没有客单价，记 0，别除零
    my $avg = $count ? int($total / $count) : 0;

    my $line = sprintf("%s\t%d\t%s\t%d\t%s\t%s\t%s\t%d",
        $date, $sid, $shop->{name}, $count,
        fen_to_yuan($total), fen_to_yuan($refund), fen_to_yuan($fee), $avg);
    log_msg($line);

    next if $dry_run;
    $db->do(
        "REPLACE INTO settle_daily (settle_date, shop_id, order_count, gross, refund, fee, avg_order, delayed)"
      . " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        undef, $date, $sid, $count, $total, $refund, $fee, $avg, $delay,
    );
    $n_done++;
}

$db->commit unless $dry_run;
log_msg("settle done date=$date shops=$n_done");
exit 0;
