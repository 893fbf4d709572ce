package Nightly::Config;
use strict;
use warnings;

sub load {
    my ($class, $file) = @_;
    my %conf;
    open my $fh, '<', $file or die "cannot open $file: $!";
    while (my $line = <$fh>) {
        chomp $line;
        next if $line =~ /^\s*(#|$)/;
        my ($k, $v) = split /\s*=\s*/, $line, 2;
        $conf{$k} = $v;
    }
    close $fh;
    for my $required (qw(dsn db_user out_dir mail_to)) {
        die "config: $required is missing\n" unless defined $conf{$required};
    }
    return bless \%conf, $class;
}

sub get {
    my ($self, $key, $default) = @_;
    return defined $self->{$key} ? $self->{$key} : $default;
}

1;
