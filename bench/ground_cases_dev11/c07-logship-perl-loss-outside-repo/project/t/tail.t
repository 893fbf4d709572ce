use strict;
use warnings;
use Test::More;
use File::Temp qw(tempdir);
use lib 'lib';
use LogShip::Tail;

package NullLog { sub new { bless {}, shift } sub info {} sub warn {} }

my $dir = tempdir(CLEANUP => 1);
my $path = "$dir/app.log";

sub append { open(my $fh, '>>', $path) or die $!; print $fh @_; close $fh }

append("a\nb\n");
my $t = LogShip::Tail->new(path => $path, state_file => "$dir/state", log => NullLog->new);
is_deeply([$t->read_lines], [qw(a b)], 'reads existing lines');

append("c\npar");
is_deeply([$t->read_lines], ['c'], 'holds back a partial line');
append("tial\n");
is_deeply([$t->read_lines], ['partial'], 'completes the partial line');

rename $path, "$path.1" or die $!;
append("d\nd2\n");
is_deeply([$t->read_lines], [qw(d d2)], 'follows rename rotation');

open(my $fh, '>', $path) or die $!; close $fh;    # copytruncate
append("e\n");
is_deeply([$t->read_lines], ['e'], 'restarts after truncation');

my $t2 = LogShip::Tail->new(path => $path, state_file => "$dir/state", log => NullLog->new);
append("f\n");
is_deeply([$t2->read_lines], ['f'], 'resumes from saved state');

done_testing;
