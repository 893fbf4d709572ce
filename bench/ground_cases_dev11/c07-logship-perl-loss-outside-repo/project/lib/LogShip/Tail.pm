package LogShip::Tail;
use strict;
use warnings;
use Fcntl qw(SEEK_SET);

# Follows one file across rename-style rotation (new inode) and copytruncate (size
# shrinks below our offset). The inode and offset are saved after every read so a
# restart continues where it stopped.

sub new {
    my ($class, %args) = @_;
    my $self = bless {
        path   => $args{path},
        state  => $args{state_file},
        log    => $args{log},
        fh     => undef,
        inode  => undef,
        offset => 0,
    }, $class;
    $self->_load_state;
    return $self;
}

sub _open {
    my ($self) = @_;
    open(my $fh, '<', $self->{path}) or return 0;
    my $inode = (stat $fh)[1];
    if (!defined $self->{inode} || $self->{inode} != $inode) {
        $self->{offset} = 0 if defined $self->{inode};
        $self->{inode} = $inode;
    }
    $self->{fh} = $fh;
    return 1;
}

# Complete lines appended since the last call (a trailing partial line waits).
sub read_lines {
    my ($self) = @_;
    if (!$self->{fh}) {
        $self->_open or return ();
    }
    my @st = stat $self->{path};
    return $self->_drain unless @st;    # moved away, new file not there yet

    if ($st[1] != $self->{inode}) {
        my @rest = $self->_drain;       # finish the rotated file first
        my $old = $self->{inode};
        close $self->{fh};
        $self->{fh} = undef;
        $self->_open or return @rest;
        $self->{log}->info("rotate detected path=$self->{path} old_inode=$old new_inode=$self->{inode}");
        return (@rest, $self->_drain);
    }
    if ($st[7] < $self->{offset}) {
        $self->{log}->info("truncate detected path=$self->{path} size=$st[7] offset=$self->{offset}");
        $self->{offset} = 0;
    }
    return $self->_drain;
}

sub _drain {
    my ($self) = @_;
    my $fh = $self->{fh};
    seek($fh, $self->{offset}, SEEK_SET);    # also clears EOF so new data is seen
    my @lines;
    while (defined(my $line = <$fh>)) {
        last unless $line =~ /\n\z/;
        $self->{offset} += length $line;
        chomp $line;
        push @lines, $line;
    }
    $self->_save_state;
    return @lines;
}

sub _load_state {
    my ($self) = @_;
    open(my $fh, '<', $self->{state}) or return;
    my $line = <$fh> // '';
    close $fh;
    if ($line =~ /^(\d+) (\d+)$/) {
        @{$self}{qw(inode offset)} = ($1, $2);
    }
}

sub _save_state {
    my ($self) = @_;
    my $tmp = "$self->{state}.tmp";
    open(my $fh, '>', $tmp) or die "cannot write $tmp: $!\n";
    print $fh "$self->{inode} $self->{offset}\n";
    close $fh;
    rename $tmp, $self->{state} or die "cannot rename $tmp: $!\n";
}

1;
