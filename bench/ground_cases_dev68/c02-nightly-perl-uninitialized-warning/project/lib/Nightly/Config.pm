package Nightly::Config;
# key = value 格式的配置文件，# 开头是注释
use strict;
use warnings;

sub load {
    my ($class, $file) = @_;
    my %h;
    open(my $fh, '<', $file) or die "cannot open config $file: $!";
    while (my $line = <$fh>) {
        chomp $line;
        next if $line =~ /^\s*(#|$)/;
        my ($k, $v) = $line =~ /^\s*(\w+)\s*=\s*(.*?)\s*$/ or next;
        $h{$k} = $v;
    }
    close $fh;
    return bless { file => $file, data => \%h }, $class;
}

sub get {
    my ($self, $key, $default) = @_;
    return exists $self->{data}{$key} ? $self->{data}{$key} : $default;
}

sub require_keys {
    my ($self, @keys) = @_;
    my @missing = grep { !exists $self->{data}{$_} } @keys;
    die "config $self->{file} missing: @missing\n" if @missing;
    return 1;
}

1;
