package Nightly::Mail;
use strict;
use warnings;
use Encode qw(encode);
use Nightly::Summary;

sub send_report {
    my ($conf, $date, $csv, $summary) = @_;
    my @to = split /\s*,\s*/, $conf->{mail_to};
    return unless @to;
    my $total = Nightly::Summary::grand_total($summary);
    my $subject = encode('MIME-Header-ISO_2022_JP', "[日次売上] $date 集計完了");
    my $body = encode('iso-2022-jp', sprintf("%s の売上合計: %d 円\n添付: %s\n", $date, $total, $csv));
    my $sendmail = $conf->get('sendmail', '/usr/sbin/sendmail');
    open my $mh, '|-', "$sendmail -t" or die "cannot run sendmail: $!";
    print $mh "To: " . join(', ', @to) . "\n";
    print $mh "Subject: $subject\n";
    print $mh "Content-Type: text/plain; charset=ISO-2022-JP\n\n";
    print $mh $body;
    close $mh or warn "sendmail exited with $?\n";
    return 1;
}

1;
