package OrderSync::Config;
use strict;
use warnings;
use Carp qw(croak);

# key = value lines; "${NAME}" values are read from the environment.
sub load {
    my ($class, $path) = @_;
    open my $fh, '<', $path or croak "cannot open $path: $!";
    my %cfg;
    while (my $line = <$fh>) {
        chomp $line;
        next if $line =~ /^\s*(?:#|$)/;
        my ($k, $v) = $line =~ /^\s*([\w.]+)\s*=\s*(.*?)\s*$/
            or croak "bad line in $path: $line";
        $v = $ENV{$1} // '' if $v =~ /^\$\{(\w+)\}$/;
        $cfg{$k} = $v;
    }
    close $fh;
    for my $required (qw(api.base_url api.token db.dsn)) {
        croak "$path: missing $required" unless length($cfg{$required} // '');
    }
    return \%cfg;
}

1;
