package LogShip::Config;
use strict;
use warnings;

my %DEFAULTS = (
    path          => '/var/log/app/app.log',
    state_file    => '/var/lib/logship/state',
    collector_url => 'http://127.0.0.1:8080/ingest',
    host          => do { my $h = `hostname`; chomp $h; $h },
    batch_size    => 500,
    poll_interval => 1,
    timeout       => 10,
    retries       => 3,
    log_file      => '/var/log/logship/logship.log',
    log_level     => 'info',
);

# key = value lines; '#' starts a comment. Unknown keys are an error.
sub load {
    my ($class, $file) = @_;
    my %cfg = %DEFAULTS;
    open(my $fh, '<', $file) or die "cannot read config $file: $!\n";
    while (my $line = <$fh>) {
        $line =~ s/#.*//;
        next unless $line =~ /\S/;
        my ($key, $value) = $line =~ /^\s*(\w+)\s*=\s*(.*?)\s*$/
            or die "$file:$.: cannot parse '$line'\n";
        die "$file:$.: unknown key '$key'\n" unless exists $DEFAULTS{$key};
        $cfg{$key} = $value;
    }
    close $fh;
    for my $int (qw(batch_size timeout retries)) {
        die "$int must be a positive integer\n" unless $cfg{$int} =~ /^[1-9]\d*$/;
    }
    return \%cfg;
}

1;
