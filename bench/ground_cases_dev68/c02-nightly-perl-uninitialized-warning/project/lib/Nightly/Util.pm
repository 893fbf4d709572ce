package Nightly::Util;
# 零碎工具函数，2009 年写的，别轻易改签名，报表脚本也在用
use strict;
use warnings;
use POSIX qw(strftime);
use Exporter 'import';

our @EXPORT_OK = qw(yesterday_ymd today_ymd is_holiday load_holidays log_msg fen_to_yuan);

my %HOLIDAYS;
my $LOADED = 0;

sub today_ymd {
    return strftime('%Y-%m-%d', localtime());
}

sub yesterday_ymd {
    return strftime('%Y-%m-%d', localtime(time() - 86400));
}

# holidays.txt 每行: 2025-10-01 1   (1=放假, 0=调休上班)
sub load_holidays {
    my ($file) = @_;
    open(my $fh, '<', $file) or die "cannot open $file: $!";
    while (my $line = <$fh>) {
        chomp $line;
        # 跳过空行和 # 注释（运维会写上是哪个节）
        next if $line =~ /^\s*(#|$)/;
        my ($d, $flag) = split /\s+/, $line;
        $HOLIDAYS{$d} = $flag;
    }
    close $fh;
    $LOADED = 1;
}

sub is_holiday {
    my ($cfg, $ymd) = @_;
    load_holidays($cfg->get('holiday_file')) unless $LOADED;
    my @t = split /-/, $ymd;
    my $wday = (localtime(POSIX::mktime(0, 0, 12, $t[2], $t[1] - 1, $t[0] - 1900)))[6];
    return 1 if ($wday == 0 || $wday == 6) && !defined $HOLIDAYS{$ymd};
    return $HOLIDAYS{$ymd} > 0 ? 1 : 0;
}

sub log_msg {
    my ($msg) = @_;
    my $ts = strftime('%Y-%m-%d %H:%M:%S', localtime());
    print STDOUT "[$ts] $msg\n";
}

sub fen_to_yuan {
    my ($fen) = @_;
    return sprintf('%.2f', $fen / 100);
}

1;
