package LogShip::Log;
use strict;
use warnings;
use POSIX qw(strftime);
use IO::Handle;

my %LEVELS = (debug => 0, info => 1, warn => 2, error => 3);

sub new {
    my ($class, %args) = @_;
    open(my $fh, '>>', $args{file}) or die "cannot open $args{file}: $!\n";
    $fh->autoflush(1);
    return bless { fh => $fh, min => $LEVELS{ $args{level} // 'info' } // 1 }, $class;
}

sub _write {
    my ($self, $level, $msg) = @_;
    return if $LEVELS{$level} < $self->{min};
    my $ts = strftime('%Y-%m-%dT%H:%M:%S', localtime);
    printf { $self->{fh} } "%s %-5s %s\n", $ts, uc $level, $msg;
}

sub debug { $_[0]->_write(debug => $_[1]) }
sub info  { $_[0]->_write(info  => $_[1]) }
sub warn  { $_[0]->_write(warn  => $_[1]) }
sub error { $_[0]->_write(error => $_[1]) }

1;
