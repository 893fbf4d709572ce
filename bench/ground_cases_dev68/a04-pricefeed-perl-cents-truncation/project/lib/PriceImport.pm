package PriceImport;
#
# Parsing of the Brandt price list: semicolon separated, header row,
# decimal comma. Columns we need: sku, ean, description, price, currency.
#
use strict;
use warnings;

our @REQUIRED = qw(sku ean description price currency);

sub read_conf {
    my ($file) = @_;
    my %conf;
    open my $fh, '<', $file or die "cannot read $file: $!\n";
    while (my $line = <$fh>) {
        next if $line =~ /^\s*(#|$)/;
        chomp $line;
        my ($k, $v) = split /\s*=\s*/, $line, 2;
        $conf{$k} = $v;
    }
    close $fh;
    return \%conf;
}

sub latest_file {
    my ($dir) = @_;
    opendir my $dh, $dir or die "cannot open $dir: $!\n";
    my @files = sort grep { /^preisliste_\d{8}\.csv$/ } readdir $dh;
    closedir $dh;
    return @files ? "$dir/$files[-1]" : undef;
}

sub read_header {
    my ($line) = @_;
    chomp $line;
    $line =~ s/\r$//;
    $line =~ s/^\x{FEFF}//;    # new Brandt ERP writes a BOM (2025-02)
    my @cols = map { lc } split /;/, $line;
    my %idx;
    @idx{@cols} = (0 .. $#cols);
    for my $col (@REQUIRED) {
        die "header lacks column '$col'\n" unless exists $idx{$col};
    }
    return \%idx;
}

sub parse_price {
    my ($text) = @_;
    return undef unless defined $text && $text =~ /^\s*\d+(?:[.,]\d{1,2})?\s*$/;
    (my $price = $text) =~ s/\s//g;
    $price =~ tr/,/./;
    my $cents = int($price * 100);
    return $cents;
}

sub parse_row {
    my ($idx, $line) = @_;
    chomp $line;
    $line =~ s/\r$//;
    my @f = split /;/, $line, -1;
    my $cents = parse_price($f[ $idx->{price} ]);
    return undef unless defined $cents && $f[ $idx->{sku} ] ne '';
    return {
        sku         => $f[ $idx->{sku} ],
        ean         => $f[ $idx->{ean} ],
        description => $f[ $idx->{description} ],
        price_cents => $cents,
        currency    => uc($f[ $idx->{currency} ] || 'EUR'),
    };
}

sub read_file {
    my ($file) = @_;
    open my $fh, '<:encoding(UTF-8)', $file or die "cannot read $file: $!\n";
    my $idx = read_header(scalar <$fh>);
    my (@rows, $skipped);
    $skipped = 0;
    while (my $line = <$fh>) {
        next if $line =~ /^\s*$/;
        my $row = parse_row($idx, $line);
        if ($row) { push @rows, $row } else { $skipped++ }
    }
    close $fh;
    return (\@rows, $skipped);
}

1;
